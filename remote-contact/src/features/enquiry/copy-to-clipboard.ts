/**
 * Writes text to the clipboard; false when the browser has no async clipboard (an insecure
 * origin) or refuses (permission, focus). The caller then tells the visitor to copy by hand.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

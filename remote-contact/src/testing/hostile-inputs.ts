/**
 * Text a visitor may type that a careless mailto: encoder would break: characters that end or
 * split a URL's query, non-Latin scripts, emoji, and line breaks of every platform.
 */
export const hostileInputs: readonly [name: string, text: string][] = [
  ['Traditional Chinese', '我們需要一個新網站，預算約五十萬港元。'],
  ['Simplified Chinese and Japanese', '数字化转型 デジタル変革'],
  ['emoji, including a ZWJ sequence and a flag', 'Launch 🚀 team 👩‍💻 in 🇭🇰'],
  ['URL delimiters', 'a&b=c?d#e%f+g/h;i:j@k,l$m'],
  ['percent sequences that must stay literal', '100% off %20 %0D%0A %E4'],
  ['quotes, angle brackets and backslashes', `"double" 'single' <b>tag</b> back\\slash`],
  ['CRLF line breaks', 'Line one\r\nLine two\r\n\r\nLine four'],
  ['leading and trailing white space and tabs', '  indented\tand tabbed  '],
  ['a 5,000-character text', `${'項目 Project & 100%? #'.repeat(250)}`],
];

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { RichText as RichTextValue } from '@agency/content/blog/rich-text';
import { chineseRuns, richTextSegments } from '@agency/content/blog/rich-text';
import { useLocale } from '@agency/ui/theme';

/**
 * Plain text of an English page with its Chinese marked `lang="zh-HK"` (the Cantonese an article
 * quotes): a screen reader reads it in a Chinese voice, and it takes the page's Chinese face. The
 * face is named again on the span, where fonts.css turns `--font-text` Chinese; inherited, the
 * paragraph's English stack would leave the glyphs to the system's fallback, in Japanese forms.
 */
function MarkedChinese({ text }: { text: string }) {
  return chineseRuns(text).map((run, index) =>
    run.chinese ? (
      <Box key={index} component="span" lang="zh-HK" sx={{ fontFamily: (theme) => theme.typography.fontFamily }}>
        {run.text}
      </Box>
    ) : (
      run.text
    ),
  );
}

/** Rich text with its `[label](href)` links; on an English page, its Chinese marked as such. */
export function RichText({ text }: { text: RichTextValue }) {
  const english = useLocale() === 'en';
  return (
    <>
      {richTextSegments(text).map((segment, index) => {
        if (!('text' in segment))
          return (
            <Link key={index} href={segment.href} underline="always">
              {segment.label}
            </Link>
          );
        return english ? <MarkedChinese key={index} text={segment.text} /> : segment.text;
      })}
    </>
  );
}

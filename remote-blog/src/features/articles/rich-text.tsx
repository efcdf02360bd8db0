import Link from '@mui/material/Link';
import type { RichText as RichTextValue } from '@agency/content/blog/rich-text';
import { richTextSegments } from '@agency/content/blog/rich-text';

/** Rich text with its `[label](href)` links: site paths go through the router, mailto:/tel: stay plain. */
export function RichText({ text }: { text: RichTextValue }) {
  return (
    <>
      {richTextSegments(text).map((segment, index) => {
        if ('text' in segment) return segment.text;
        return segment.href.startsWith('/') ? (
          <Link key={index} href={segment.href} underline="always">
            {segment.label}
          </Link>
        ) : (
          <Link key={index} href={segment.href} underline="always">
            {segment.label}
          </Link>
        );
      })}
    </>
  );
}

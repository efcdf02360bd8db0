/**
 * Signed preview links on the shell (preview-links.ts): `/_preview?…` checks the link and that its
 * version is published, then sets the preview cookie and opens the section; anything wrong gets a
 * 403 and changes nothing. `/_preview/end` clears the cookie. The pages it opens are the pages
 * plugin's, whose versions come from the section-versions plugin (registered before this one).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { END_PREVIEW_PATH, PREVIEW_COOKIE, PREVIEW_PATH } from '@agency/platform/releases';
import { sectionBasePath } from '@agency/platform/routes';
import { checkPreview, previewCookieValue } from '../preview-links';

export interface PreviewsOptions {
  /** PREVIEW_SECRET; without, every link is refused. */
  secret?: string;
}

const refuse = (reply: FastifyReply, message: string) =>
  reply.code(403).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(`${message}\n`);

export const previews: FastifyPluginAsync<PreviewsOptions> = async (app, { secret }) => {
  const versions = app.sectionVersions;
  const cookie = (secure: boolean, maxAge: number) =>
    ({ path: '/', maxAge, sameSite: 'lax', httpOnly: true, secure }) as const;

  app.get(PREVIEW_PATH, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const checked = checkPreview(secret, query, Math.floor(Date.now() / 1000));
    if ('refused' in checked) return refuse(reply, checked.refused);
    const { preview } = checked;
    const read = await versions.pointerOf(preview.section, Date.now() + 1_000);
    if (read.state !== 'released' || !read.pointer.published.includes(preview.version))
      return refuse(reply, `${preview.section} has no published version ${preview.version}.`);
    return reply
      .code(303)
      .header('Cache-Control', 'no-store')
      .setCookie(
        PREVIEW_COOKIE,
        previewCookieValue(secret ?? '', preview),
        cookie(request.protocol === 'https', preview.expires - Math.floor(Date.now() / 1000)),
      )
      .header('Location', sectionBasePath(preview.section))
      .send();
  });

  app.get(END_PREVIEW_PATH, async (request, reply) => {
    const referer = URL.canParse(request.headers.referer ?? '') ? new URL(request.headers.referer ?? '') : undefined;
    const back = referer && referer.host === request.headers.host ? referer.pathname : '/';
    return reply
      .code(303)
      .header('Cache-Control', 'no-store')
      .setCookie(PREVIEW_COOKIE, '', cookie(request.protocol === 'https', 0))
      .header('Location', back.startsWith('/_preview') || back.startsWith('//') ? '/' : back)
      .send();
  });
};

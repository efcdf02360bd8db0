/**
 * A changed copy of the contact section (e2e/test-results/redeploy/remote-contact: ignored by git,
 * lint and format, and left there after a failed run to look at), built with the section's own
 * webpack config into the copy's own dist and served in place of the deployed section. The
 * change is inside the section's island (contact/EnquiryForm), so a page shows which build drew
 * it: the enquiry forms' titles end in REDEPLOYED_MARK. The apps' own dist folders are never
 * touched.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rootDir, run } from './processes';

const originalApp = path.join(rootDir, 'remote-contact');
export const workDir = path.join(rootDir, 'e2e/test-results/redeploy');
export const copyDir = path.join(workDir, 'remote-contact');
export const copyDist = path.join(copyDir, 'dist');
/** The deployed build of the section, which the copy is redeployed over. */
export const deployedDist = path.join(originalApp, 'dist');

/** The form card's title comes from content; the copy's card adds a mark to it. */
const FORM_CARD = 'src/features/enquiry/enquiry-form-card.tsx';
const TITLE = '{copy.title}';
export const REDEPLOYED_MARK = ' · Redeployed';

/** Copies the section's sources (with their assets) and its config, then applies the change. */
export async function prepareContactCopy(): Promise<void> {
  await rm(workDir, { recursive: true, force: true });
  await mkdir(copyDir, { recursive: true });
  for (const file of ['package.json', 'webpack.config.mjs'])
    await cp(path.join(originalApp, file), path.join(copyDir, file));
  await cp(path.join(originalApp, 'src'), path.join(copyDir, 'src'), { recursive: true });

  // The copy sits deeper in the tree: point its tsconfig at the workspace's base config again.
  const tsconfig = JSON.parse(await readFile(path.join(originalApp, 'tsconfig.json'), 'utf8')) as {
    extends: string;
    references?: { path: string }[];
  };
  const fromCopy = (relative: string) => path.relative(copyDir, path.resolve(originalApp, relative));
  tsconfig.extends = fromCopy(tsconfig.extends);
  tsconfig.references = tsconfig.references?.map((reference) => ({ path: fromCopy(reference.path) }));
  await writeFile(path.join(copyDir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);

  const cardFile = path.join(copyDir, FORM_CARD);
  const source = await readFile(cardFile, 'utf8');
  if (source.split(TITLE).length !== 2) throw new Error(`${cardFile} no longer contains ${TITLE} once`);
  await writeFile(cardFile, source.replace(TITLE, `{\`\${copy.title}${REDEPLOYED_MARK}\`}`));
}

/** The production build of the copy, into its own dist. */
export const buildContactCopy = (): Promise<void> => run('npx', ['webpack', '--mode', 'production'], copyDir);

export const removeContactCopy = (): Promise<void> => rm(workDir, { recursive: true, force: true });

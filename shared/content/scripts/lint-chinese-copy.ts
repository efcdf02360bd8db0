/**
 * `npm run lint`'s check of the Chinese copy: every string in every `.zh-hk.ts` module of the
 * content is written in Hong Kong Chinese (Traditional characters, the glossary's words, Hong Kong
 * punctuation: ../src/locale/chinese-copy.ts). Prints each problem at its line; exit 1 if any.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { chineseCopyProblems } from '../src/locale/chinese-copy';

const contentDir = path.resolve(import.meta.dirname, '../src');

function chineseModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return chineseModules(full);
    return entry.name.endsWith('.zh-hk.ts') ? [full] : [];
  });
}

let count = 0;
const files = chineseModules(contentDir);
for (const file of files) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const report = (node: ts.Node, text: string) => {
    for (const problem of chineseCopyProblems(text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      console.log(`${path.relative(process.cwd(), file)}:${line + 1}: ${problem}`);
      count += 1;
    }
  };
  const visit = (node: ts.Node): void => {
    // A template is read whole, each interpolation as a placeholder (`[label](${paths…})` is a link).
    if (ts.isTemplateExpression(node))
      return report(node, node.head.text + node.templateSpans.map((span) => `{x}${span.literal.text}`).join(''));
    // Import specifiers and type names are code, not copy.
    if (ts.isStringLiteralLike(node) && !ts.isImportDeclaration(node.parent) && !ts.isLiteralTypeNode(node.parent))
      report(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
}
console.log(
  count === 0
    ? `Chinese copy: ${files.length} modules in Hong Kong Chinese`
    : `Chinese copy: ${count} problems in ${files.length} modules`,
);
process.exitCode = count === 0 ? 0 : 1;

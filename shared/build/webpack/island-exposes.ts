/**
 * A section's federation exposes, read from its island table (`src/islands/islands.ts`): each
 * island's name and the module its import names. The table is the one place an island is listed;
 * the typecheck holds it to the islands' contract, and this holds the build to the table.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ISLAND_TABLE_FILE = 'src/islands/islands.ts';

/** `{ './ShareButton': './src/islands/share-button' }`, from the table in `source` (at `dir`/ISLAND_TABLE_FILE). */
export function exposesFromTable(source: string): Record<string, string> {
  const file = ts.createSourceFile(ISLAND_TABLE_FILE, source, ts.ScriptTarget.Latest, true);
  const table = file.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => [...statement.declarationList.declarations])
    .find((declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === 'islands');
  let literal = table?.initializer;
  while (literal && (ts.isSatisfiesExpression(literal) || ts.isAsExpression(literal))) literal = literal.expression;
  if (!literal || !ts.isObjectLiteralExpression(literal))
    throw new Error(`${ISLAND_TABLE_FILE}: no \`export const islands = { … }\` table`);
  const exposes: Record<string, string> = {};
  for (const property of literal.properties) {
    const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
    const body = ts.isPropertyAssignment(property) ? property.initializer : undefined;
    const call = body && ts.isArrowFunction(body) ? body.body : undefined;
    const specifier =
      call && ts.isCallExpression(call) && call.expression.kind === ts.SyntaxKind.ImportKeyword
        ? call.arguments[0]
        : undefined;
    if (!name || !specifier || !ts.isStringLiteral(specifier))
      throw new Error(
        `${ISLAND_TABLE_FILE}: each island is written \`Name: () => import('./module')\` (at "${property.getText(file)}")`,
      );
    exposes[`./${name}`] = `./${path.posix.join(path.posix.dirname(ISLAND_TABLE_FILE), specifier.text)}`;
  }
  return exposes;
}

/** The exposes of the section whose folder is `dir`. */
export function islandExposes(dir: string): Record<string, string> {
  return exposesFromTable(readFileSync(path.join(dir, ISLAND_TABLE_FILE), 'utf8'));
}

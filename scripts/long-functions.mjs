// Lists every function whose text spans more than 80 lines, longest first: the rule is that no
// function passes 80 lines, save React components that only lay out markup, which say so in a
// comment just above them (those are listed apart, so the exception stays visible).
// Usage: node scripts/long-functions.mjs   (exit 0; the list and the counts on stdout)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const limit = 80;
const exceptionMark = "// Longer than 80 lines by the rule's one exception";
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const roots = ['apps/server/src', 'apps/web/src', 'packages/contract/src', 'bench', 'scripts'];
// Tests and their helpers (test/, testing/) are outside the rule, and so is generated code.
const skippedDirs = new Set(['node_modules', 'dist', 'test', 'testing', 'migrations']);
const sourceFile = /\.(ts|tsx|mts|mjs|js)$/;
const testFile = /\.(test|spec|test-kit)\.[cm]?[jt]sx?$|\.d\.ts$/;

function listFiles(dir, files = []) {
  for (const name of readdirSync(dir)) {
    if (skippedDirs.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) listFiles(path, files);
    else if (sourceFile.test(name) && !testFile.test(name)) files.push(path);
  }
  return files;
}

/** A readable name: the function's own, else what it is assigned to or passed to. */
function nameOf(node, file) {
  if (node.name) return node.name.getText(file);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText(file);
  }
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(file);
    const label = parent.arguments.find((a) => ts.isStringLiteralLike(a));
    const inner = `${callee}(${label ? `'${label.text}'` : ''})`;
    return ts.isVariableDeclaration(parent.parent)
      ? `${parent.parent.name.getText(file)} = ${inner}`
      : `${inner} callback`;
  }
  return '<anonymous>';
}

const lineOf = (file, pos) => file.getLineAndCharacterOfPosition(pos).line;

/** Whether the comment block right above the statement that opens this function holds the mark. */
function isException(node, file, lines) {
  let owner = node;
  const startLine = lineOf(file, node.getStart(file));
  while (owner.parent && !ts.isSourceFile(owner.parent)) {
    if (lineOf(file, owner.parent.getStart(file)) !== startLine) break;
    owner = owner.parent;
  }
  for (let i = lineOf(file, owner.getStart(file)) - 1; i >= 0; i--) {
    const line = lines[i].trim();
    if (!/^(\/\/|\/\*|\*)/.test(line)) return false;
    if (line.startsWith(exceptionMark)) return true;
  }
  return false;
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

function longFunctionsIn(path) {
  const text = readFileSync(path, 'utf8');
  const kind = /\.[cm]?[jt]sx$/.test(path) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const lines = text.split('\n');
  const found = [];
  const visit = (node) => {
    if (isFunction(node) && node.body) {
      const start = lineOf(file, node.getStart(file));
      const length = lineOf(file, node.getEnd()) - start + 1;
      if (length > limit) {
        const where = `${relative(repoRoot, path)}:${start + 1}`;
        const excepted = isException(node, file, lines);
        found.push({ where, name: nameOf(node, file), length, excepted });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const all = roots
  .flatMap((root) => listFiles(join(repoRoot, root)))
  .flatMap(longFunctionsIn)
  .sort((a, b) => b.length - a.length || a.where.localeCompare(b.where));
const print = (list) => {
  for (const f of list) console.log(`${f.where} ${f.name} ${f.length}`);
};
const over = all.filter((f) => !f.excepted);
const excepted = all.filter((f) => f.excepted);

print(over);
console.log(`\n${over.length} functions over ${limit} lines`);
if (excepted.length > 0) {
  console.log(`\nLayout-only React components, the rule's one exception:`);
  print(excepted);
  console.log(`\n${excepted.length} exceptions`);
}

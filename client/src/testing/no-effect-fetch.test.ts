import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const srcRoot = path.resolve(import.meta.dirname, '..');

/**
 * Hand-written effect fetches not yet turned into slices and thunks (issue 28): none may join.
 * The scan sees calls of what a file imports from an API module (and its own functions that make
 * them), and waited-for calls of what a function was handed as a parameter (a hook given its
 * calls), unless they make the thunk an effect dispatches.
 */
const notYetInTheStore: string[] = [];

/** A module that calls the server: a feature's `api` folder or the shared client. */
const isApiModule = (specifier: string) => /\/api\/|api-client$/.test(specifier);
const notACall = new Set(['describeApiError', 'fallbackErrorMessage', 'ApiRequestError']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function mentions(node: ts.Node, names: Set<string>): boolean {
  if (ts.isIdentifier(node) && names.has(node.text)) return true;
  return ts.forEachChild(node, (child) => mentions(child, names) || undefined) ?? false;
}

/** Adds the file's own functions (e.g. a `load` callback) that call one of `names`, until none is new. */
function addLocalCallers(source: ts.SourceFile, names: Set<string>): void {
  const locals: [string, ts.Node][] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      locals.push([node.name.text, node.initializer]);
    } else if (ts.isFunctionDeclaration(node) && node.name && node.body) {
      locals.push([node.name.text, node.body]);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [name, body] of locals) {
      if (!names.has(name) && mentions(body, names)) {
        names.add(name);
        grew = true;
      }
    }
  }
}

const isDispatch = (node: ts.Node) =>
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'dispatch';

/** The callee's root name: `load` for `load()`, `api.list()` and `api.list.call()`. */
function calleeRoot(call: ts.CallExpression): string | undefined {
  let callee: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(callee)) callee = callee.expression;
  return ts.isIdentifier(callee) ? callee.text : undefined;
}

/** Whether a call's answer is waited for (`.then`, `.catch`, `await`): a call for data. */
function awaited(call: ts.CallExpression): boolean {
  const { parent } = call;
  return (
    ts.isAwaitExpression(parent) ||
    (ts.isPropertyAccessExpression(parent) &&
      ['then', 'catch', 'finally'].includes(parent.name.text))
  );
}

/** The names of the parameters of every function around `node`. */
function enclosingParameters(node: ts.Node): Set<string> {
  const names = new Set<string>();
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isFunctionLike(at)) {
      for (const parameter of at.parameters) {
        if (ts.isIdentifier(parameter.name)) names.add(parameter.name.text);
        else
          parameter.name.elements.forEach((element) => {
            if (ts.isBindingElement(element) && ts.isIdentifier(element.name)) {
              names.add(element.name.text);
            }
          });
      }
    }
  }
  return names;
}

/**
 * The calls inside one of a file's `useEffect`s that may reach the server: of names it imports
 * from the API, and waited-for calls of what a function around the effect was handed (outside a
 * `dispatch(...)`).
 */
function apiCallsInEffects(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const apiNames = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const bindings = statement.importClause?.namedBindings;
    if (!isApiModule(specifier) || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if (!element.isTypeOnly && !notACall.has(element.name.text)) apiNames.add(element.name.text);
    }
  }
  addLocalCallers(source, apiNames);
  const found: string[] = [];
  const visitEffect = (node: ts.Node, handed: Set<string>): void => {
    if (isDispatch(node)) return;
    if (ts.isIdentifier(node) && apiNames.has(node.text)) found.push(node.text);
    if (ts.isCallExpression(node) && awaited(node)) {
      const root = calleeRoot(node);
      if (root !== undefined && handed.has(root)) found.push(root);
    }
    ts.forEachChild(node, (child) => visitEffect(child, handed));
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'useEffect'
    ) {
      const handed = enclosingParameters(node);
      node.arguments.forEach((argument) => visitEffect(argument, handed));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('loads go through the store', () => {
  const offenders = sourceFiles(srcRoot)
    .filter((file) => apiCallsInEffects(file).length > 0)
    .map((file) => path.relative(srcRoot, file).split(path.sep).join('/'));

  it('no useEffect calls the API directly: it dispatches a thunk', () => {
    expect(offenders.filter((file) => !notYetInTheStore.includes(file))).toEqual([]);
  });

  it('the list of files still to convert only shrinks (each one listed still fetches)', () => {
    expect(notYetInTheStore.filter((file) => !offenders.includes(file))).toEqual([]);
  });

  it('finds an effect that calls the API', () => {
    const fixture = path.join(mkdtempSync(path.join(tmpdir(), 'effect-fetch-')), 'page.tsx');
    writeFileSync(
      fixture,
      [
        "import { useEffect } from 'react';",
        "import { getHistory } from '../api/history-api';",
        'export function Page() {',
        "  useEffect(() => void getHistory('card', 'x'), []);",
        '  return null;',
        '}',
      ].join('\n'),
    );
    expect(apiCallsInEffects(fixture)).toEqual(['getHistory']);
  });

  it('finds an effect of a hook that waits for a call it was handed, not for a thunk it dispatches', () => {
    const fixture = path.join(mkdtempSync(path.join(tmpdir(), 'effect-fetch-')), 'use-data.ts');
    writeFileSync(
      fixture,
      [
        "import { useEffect } from 'react';",
        'export function useData(load, api, thunks, dispatch, show, onDone) {',
        '  useEffect(() => {',
        '    load().then(show);',
        '    void (async () => show(await api.list()))();',
        '    void dispatch(thunks.fetch(1)).then(onDone);',
        '    onDone();',
        '  }, []);',
        '}',
      ].join('\n'),
    );
    expect(apiCallsInEffects(fixture)).toEqual(['load', 'api']);
  });
});

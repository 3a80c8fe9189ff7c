import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** A type assertion (`x as T`, `<T>x`) whose target names a type of a package that owns the fact. */
export interface Cast {
  file: string;
  line: number;
  text: string;
  /** The owning packages the target names. */
  owners: Owner[];
}

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * The packages whose types are facts with one home: the document's shapes (contracts) and the rules' (domain).
 * A cast to one of them writes the shape a second time, unchecked.
 */
const OWNERS = {
  contracts: `${resolve(REPO, 'packages/contracts')}${sep}`,
  domain: `${resolve(REPO, 'packages/domain')}${sep}`,
} as const;

export type Owner = keyof typeof OWNERS;

function ownerOf(fileName: string): Owner | undefined {
  const path = resolve(fileName);
  if (path.startsWith(OWNERS.contracts)) return 'contracts';
  if (path.startsWith(OWNERS.domain)) return 'domain';
  return undefined;
}

/**
 * The owners a name in a type refers to: where its symbol is declared (through imports and re-exports), or, for
 * a local alias or interface, the owners its definition names (`type Request = components['schemas']['X']`).
 */
function declaringOwners(checker: ts.TypeChecker, name: ts.Node, seen: Set<ts.Node>): Owner[] {
  let symbol = checker.getSymbolAtLocation(name);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return (symbol?.declarations ?? []).flatMap((declaration) => {
    if (seen.has(declaration)) return [];
    seen.add(declaration);
    const file = declaration.getSourceFile().fileName;
    const owner = ownerOf(file);
    if (owner) return [owner];
    if (file.includes(`${sep}node_modules${sep}`) || file.includes('/node_modules/')) return [];
    if (ts.isTypeAliasDeclaration(declaration)) return ownersIn(checker, declaration.type, seen);
    if (ts.isInterfaceDeclaration(declaration)) {
      return (declaration.heritageClauses ?? []).flatMap((clause) =>
        clause.types.flatMap((type) => ownersIn(checker, type, seen)),
      );
    }
    return [];
  });
}

/** Every owner named anywhere in a type: references, `typeof f`, indexed access, type arguments. */
function ownersIn(checker: ts.TypeChecker, type: ts.Node, seen: Set<ts.Node> = new Set()): Owner[] {
  const found = new Set<Owner>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) for (const owner of declaringOwners(checker, node, seen)) found.add(owner);
    ts.forEachChild(node, visit);
  };
  visit(type);
  return [...found];
}

/** The target of a type assertion; `as const` has none. */
function assertedType(node: ts.Node): ts.TypeNode | undefined {
  if (!ts.isAsExpression(node) && !ts.isTypeAssertionExpression(node)) return undefined;
  return ts.isConstTypeReference(node.type) ? undefined : node.type;
}

/** The casts in `files` (paths of the program) whose target names a type of one of `owners`. */
export function castsIn(program: ts.Program, files: readonly string[], owners: readonly Owner[]): Cast[] {
  const checker = program.getTypeChecker();
  return files.flatMap((fileName) => {
    const source = program.getSourceFile(fileName);
    if (!source) throw new Error(`${fileName} is not in the program`);
    const casts: Cast[] = [];
    const visit = (node: ts.Node): void => {
      const type = assertedType(node);
      const named = type ? ownersIn(checker, type).filter((owner) => owners.includes(owner)) : [];
      if (named.length > 0) {
        casts.push({
          file: relative(REPO, fileName),
          line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
          text: node.getText(source).replace(/\s+/g, ' '),
          owners: named,
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return casts;
  });
}

/**
 * The program `tsc -p <tsconfig>` checks, or, with `files`, a program of those files alone (path to text, not on
 * disk) under the same options, resolving imports as the project does.
 */
export function programOf(tsconfig: string, files?: Readonly<Record<string, string>>): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`${tsconfig} could not be read`);
  if (!files) return ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (path) => files[path] ?? readFile(path);
  host.fileExists = (path) => path in files || fileExists(path);
  host.getSourceFile = (path, language, ...rest) => {
    const text = files[path];
    return text === undefined
      ? getSourceFile(path, language, ...rest)
      : ts.createSourceFile(path, text, language);
  };
  return ts.createProgram({ rootNames: Object.keys(files), options: config.options, host });
}

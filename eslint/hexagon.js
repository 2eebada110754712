// A local ESLint rule for the hexagon: every import, static or dynamic, relative or a package, is
// resolved to the layer it lands in and checked against what the importing layer may use.
import { dirname, relative, resolve, sep } from 'node:path';

const SRC = resolve(import.meta.dirname, '..', 'src');
/** Adapter folders every adapter may share: plain building blocks, no port of their own. */
const SHARED_ADAPTERS = new Set(['adapters/storage']);

/** The layer of a file under src/: domain, application, adapters/<name>[/<name>], ui, composition, main. */
function layerOf(file) {
  const path = relative(SRC, file).split(sep);
  if (path[0] === '..' || path.length === 1) return path.length === 1 ? 'main' : undefined;
  if (path[0] !== 'adapters') return path[0];
  // auth/fake and auth/firebase are two adapters of one port: each is a layer of its own.
  return path[1] === 'auth' ? `adapters/auth/${path[2]}` : `adapters/${path[1]}`;
}

const isAdapter = (layer) => layer?.startsWith('adapters/');

/** May `from` import a module of layer `to`? */
function mayImportLayer(from, to) {
  if (from === to || to === 'domain') return true;
  if (from === 'composition' || from === 'main') return true;
  if (from === 'domain') return false;
  if (to === 'application') return from !== 'domain';
  if (isAdapter(from)) return SHARED_ADAPTERS.has(to);
  return false;
}

const UI_PACKAGES = /^(react|react-dom|react-router|react-router-dom)(\/.*)?$/;
const ADAPTER_FORBIDDEN = /^(react|react-dom|react-router|react-router-dom|inversify|reflect-metadata)(\/.*)?$/;

/** May `from` import this npm package (or node: built-in)? */
function mayImportPackage(from, name) {
  if (from === 'composition' || from === 'main') return true;
  if (from === 'domain' || from === 'application') return false;
  if (from === 'ui') return UI_PACKAGES.test(name);
  if (isAdapter(from)) return !ADAPTER_FORBIDDEN.test(name);
  return true;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Dependencies point inward only (README, "Architecture").' },
    messages: {
      layer:
        '{{from}} may not import {{to}}: dependencies point inward, and adapters only reach each other through ports.',
      package: "{{from}} may not use '{{name}}': {{why}}",
    },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') {
        if (node.type === 'ImportExpression' && (from === 'domain' || from === 'application')) {
          context.report({
            node,
            messageId: 'package',
            data: { from, name: 'import()', why: 'the core loads nothing.' },
          });
        }
        return;
      }
      const name = source.value;
      if (name.startsWith('.') || name.startsWith('@/')) {
        const target = name.startsWith('@/') ? resolve(SRC, name.slice(2)) : resolve(dirname(context.filename), name);
        const to = layerOf(target);
        if (to && !mayImportLayer(from, to)) context.report({ node, messageId: 'layer', data: { from, to } });
      } else if (!mayImportPackage(from, name)) {
        const why =
          from === 'ui'
            ? 'the UI reaches adapters and SDKs through the container (useService).'
            : from.startsWith('adapters')
              ? 'an adapter never renders or wires itself.'
              : 'the core is pure TypeScript, with no framework, SDK or platform module.';
        context.report({ node, messageId: 'package', data: { from, name, why } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
    };
  },
};

export default { rules: { layers: rule } };

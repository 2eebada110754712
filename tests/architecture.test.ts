// @vitest-environment node
// Proves each rule of .dependency-cruiser.mjs bites: small modules written to a scratch src/ tree are cruised
// with the real rule set, each forbidden import must be reported under its rule, each allowed one not at all.
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

/** [rule expected to report the import, importing file, import statement]. */
const FORBIDDEN: [string, string, string][] = [
  ['domain-is-pure', 'src/domain', "import { useState } from 'react';"],
  ['domain-is-pure', 'src/domain', "import { initializeApp } from 'firebase/app';"],
  ['domain-is-pure', 'src/domain', "import { Container } from 'inversify';"],
  ['domain-is-pure', 'src/domain', "import { readFileSync } from 'node:fs';"],
  ['domain-is-pure', 'src/domain', "import type { Logger } from '@/application/ports';"],
  ['domain-is-pure', 'src/domain', "import { Logger } from '../application/ports';"],
  ['domain-is-pure', 'src/domain', "export const load = () => import('react');"],
  [
    'application-uses-only-domain',
    'src/application',
    "import { ConsoleLogger } from '@/adapters/logger/console-logger';",
  ],
  ['application-uses-only-domain', 'src/application', "import type { Gateway } from '../adapters/auth/fake/gateway';"],
  ['application-uses-only-domain', 'src/application', "export { App } from '@/ui/app';"],
  ['application-uses-only-domain', 'src/application', "import { readFileSync } from 'node:fs';"],
  ['application-uses-only-domain', 'src/application', "import { injectable } from 'inversify';"],
  ['ui-reaches-adapters-through-the-container', 'src/ui', "import { Fake } from '@/adapters/auth/fake/gateway';"],
  ['ui-reaches-adapters-through-the-container', 'src/ui', "import { createContainer } from '@/composition/container';"],
  ['ui-reaches-adapters-through-the-container', 'src/ui/components', "import { getAuth } from 'firebase/auth';"],
  ['ui-reaches-adapters-through-the-container', 'src/ui', "import { Container } from 'inversify';"],
  ['ui-reaches-adapters-through-the-container', 'src/ui', "import { start } from '@/startup/main';"],
  ['adapters-point-inward', 'src/adapters/auth/fake', "import { Header } from '../../../ui/components/header';"],
  ['adapters-point-inward', 'src/adapters/logger', "import { createContainer } from '@/composition/container';"],
  ['adapters-point-inward', 'src/adapters/notifier', "import { start } from '@/startup/main';"],
  ['adapters-meet-only-through-ports', 'src/adapters/logger', "import { Alert } from '../notifier/alert-notifier';"],
  [
    'adapters-meet-only-through-ports',
    'src/adapters/auth/fake',
    "import { F } from '@/adapters/auth/firebase/firebase-auth-gateway';",
  ],
  [
    'adapters-meet-only-through-ports',
    'src/adapters/notifier',
    "import { ConsoleLogger } from '../logger/console-logger';",
  ],
  ['adapters-neither-render-nor-wire', 'src/adapters/notifier', "import { createElement } from 'react';"],
  ['adapters-neither-render-nor-wire', 'src/adapters/logger', "import { injectable } from 'inversify';"],
  ['adapters-neither-render-nor-wire', 'src/adapters/auth/firebase', "import 'reflect-metadata/lite';"],
  ['key-value-storage-stands-alone', 'src/key-value-storage', "import { addItem } from '@/domain/basket';"],
  ['key-value-storage-stands-alone', 'src/key-value-storage', "import type { Clock } from '../application/ports';"],
  [
    'key-value-storage-stands-alone',
    'src/key-value-storage',
    "import { ConsoleLogger } from '@/adapters/logger/console-logger';",
  ],
  [
    'only-adapters-and-composition-use-key-value-storage',
    'src/startup',
    "import { MemoryStorage } from '@/key-value-storage/key-value-storage';",
  ],
  ['provider-console-stands-apart', 'src/provider-console', "import { Fake } from '@/adapters/auth/fake/gateway';"],
  ['provider-console-stands-apart', 'src/provider-console', "import { App } from '@/ui/app';"],
  ['provider-console-stands-apart', 'src/provider-console', "import { Logger } from '@/application/ports';"],
  [
    'nothing-imports-the-provider-console',
    'src/adapters/logger',
    "import { Console } from '@/provider-console/provider-console';",
  ],
  [
    'nothing-imports-the-provider-console',
    'src/composition',
    "import { Console } from '../provider-console/provider-console';",
  ],
  [
    'nothing-imports-the-provider-console',
    'src/startup',
    "import { Console } from '../provider-console/provider-console';",
  ],
  [
    'the-storefront-never-imports-its-toolkit',
    'src/composition',
    "import { launchEngine } from '../../qa/harness/browser';",
  ],
  ['not-to-unresolvable', 'src/composition', "import { Missing } from '@/domain/missing';"],
  ['not-to-unresolvable', 'src/composition', "import { nothing } from 'no-such-package';"],
];

/** [importing file, import statement]: the inward imports each layer lives on. */
const ALLOWED: [string, string][] = [
  ['src/domain', "import { addItem } from './basket';"],
  ['src/application', "import { addItem } from '@/domain/basket';"],
  ['src/application', "import type { Logger } from './ports';"],
  ['src/ui', "import { Logger } from '@/application/ports';"],
  ['src/ui/components', "import { addItem } from '../../domain/basket';"],
  ['src/ui', "import { useState, type ReactNode } from 'react';"],
  ['src/ui', "import { Link } from 'react-router-dom';"],
  ['src/ui', "import { App } from './app';"],
  ['src/adapters/logger', "import type { Logger } from '@/application/ports';"],
  ['src/adapters/auth/fake', "import { Fake } from './gateway';"],
  ['src/adapters/auth/fake', "import { MemoryStorage } from '../../../key-value-storage/key-value-storage';"],
  [
    'src/adapters/basket-storage/browser',
    "import type { KeyValueStorage } from '@/key-value-storage/key-value-storage';",
  ],
  ['src/adapters/auth/firebase', "export const load = () => import('firebase/auth');"],
  ['src/key-value-storage', "import { MemoryStorage } from './key-value-storage';"],
  ['src/composition', "import { Fake } from '@/adapters/auth/fake/gateway';"],
  ['src/composition', "import { MemoryStorage } from '@/key-value-storage/key-value-storage';"],
  ['src/composition', "import { Container } from 'inversify';\nimport 'reflect-metadata/lite';"],
  [
    'src/provider-console',
    "import { wiring } from '@/composition/container';\nimport { createRoot } from 'react-dom/client';",
  ],
  ['src/provider-console', "import { Console } from './provider-console';"],
  [
    'src/startup',
    "import { createContainer } from '@/composition/container';\nimport { hydrateRoot } from 'react-dom/client';",
  ],
];

/** Modules the cases import: each is a one-line stub. */
const TARGETS = [
  'src/domain/basket.ts',
  'src/application/ports.ts',
  'src/adapters/logger/console-logger.ts',
  'src/adapters/notifier/alert-notifier.ts',
  'src/adapters/auth/fake/gateway.ts',
  'src/adapters/auth/firebase/firebase-auth-gateway.ts',
  'src/key-value-storage/key-value-storage.ts',
  'src/ui/app.tsx',
  'src/ui/components/header.tsx',
  'src/composition/container.ts',
  'src/startup/main.tsx',
  'src/provider-console/provider-console.tsx',
  'qa/harness/browser.ts',
];

/** Modules whose shape, not their imports, breaks a rule. */
const SHAPES: Record<string, string> = {
  'src/domain/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;",
  'src/domain/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;",
  'src/domain/orphan.ts': 'export const nobodyUsesThis = 1;',
  // The inline script may import its own parts, and nothing else.
  'src/startup/inline-capture.ts': "import { capture } from './early-input';\ncapture();",
  'src/startup/early-input.ts':
    "import { Container } from '@/composition/container';\nexport const capture = () => Container;",
};

const forbiddenFile = (index: number) => `${FORBIDDEN[index]![1]}/forbidden-${index}.ts`;
const allowedFile = (index: number) => `${ALLOWED[index]![0]}/allowed-${index}.ts`;

let scratch: string;
let violations: ICruiseResult['summary']['violations'];

async function write(file: string, source: string) {
  await mkdir(dirname(join(scratch, file)), { recursive: true });
  await writeFile(join(scratch, file), `${source}\n`);
}

/** The rules reported for imports made by one module. */
const rulesBrokenBy = (file: string) =>
  violations.filter((violation) => violation.from === file).map((violation) => violation.rule.name);

const ruleSet = await extractDepcruiseConfig(join(ROOT, '.dependency-cruiser.mjs'));

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'layers-'));
  // Packages resolve from the project's own node_modules, seen at the scratch tree's root.
  await symlink(join(ROOT, 'node_modules'), join(scratch, 'node_modules'));
  // The `@/` alias as tsconfig.json declares it, anchored at the scratch tree.
  const { compilerOptions } = JSON.parse(await readFile(join(ROOT, 'tsconfig.json'), 'utf8'));
  await write('tsconfig.json', JSON.stringify({ compilerOptions: { baseUrl: '.', paths: compilerOptions.paths } }));
  await Promise.all([
    ...TARGETS.map((file) => write(file, 'export const stub = 1;')),
    ...Object.entries(SHAPES).map(([file, source]) => write(file, source)),
    ...FORBIDDEN.map(([, , statement], index) => write(forbiddenFile(index), statement)),
    ...ALLOWED.map(([, statement], index) => write(allowedFile(index), statement)),
  ]);
  const tsConfigFile = join(scratch, 'tsconfig.json');
  const { output } = await cruise(
    ['src'],
    {
      ruleSet,
      validate: true,
      outputType: 'json',
      baseDir: scratch,
      tsConfig: { fileName: tsConfigFile },
      // Keep the node_modules link as a path, so packages land in node_modules/ as they do in the project.
      preserveSymlinks: true,
    },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  violations = (JSON.parse(output as string) as ICruiseResult).summary.violations;
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('the layer rules (.dependency-cruiser.mjs)', () => {
  test.each(FORBIDDEN.map(([rule, from, statement], index) => [rule, from, statement, index] as const))(
    '%s: rejects in %s: %s',
    (rule, _from, _statement, index) => {
      expect(rulesBrokenBy(forbiddenFile(index))).toEqual([rule]);
    },
  );

  test.each(ALLOWED.map(([from, statement], index) => [from, statement, index] as const))(
    'allows in %s: %s',
    (_from, _statement, index) => {
      expect(rulesBrokenBy(allowedFile(index))).toEqual([]);
    },
  );

  test('no-circular: rejects modules that import each other', () => {
    // dependency-cruiser reports a cycle once, at the edge where its walk closes it.
    const cycle = ['src/domain/cycle-a.ts', 'src/domain/cycle-b.ts'].flatMap(rulesBrokenBy);
    expect(cycle).toEqual(['no-circular']);
  });

  test('no-orphans: rejects a module that imports nothing and that nothing imports', () => {
    expect(rulesBrokenBy('src/domain/orphan.ts')).toEqual(['no-orphans']);
  });

  test('inline-capture-stands-alone: the inline script imports its own parts only', () => {
    expect(rulesBrokenBy('src/startup/inline-capture.ts')).toEqual([]);
    expect(rulesBrokenBy('src/startup/early-input.ts')).toEqual(['inline-capture-stands-alone']);
  });

  test('every rule has a case above that breaks it', () => {
    const shown = new Set([
      ...FORBIDDEN.map(([rule]) => rule),
      'no-circular',
      'no-orphans',
      'inline-capture-stands-alone',
    ]);
    expect(ruleSet.forbidden?.map((rule) => rule.name).filter((name) => !shown.has(name!))).toEqual([]);
  });
});

// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

/** Proves the layer rule in eslint.config.js bites: each forbidden import below must be reported. */
const eslint = new ESLint();

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-globals')
    .map((message) => message.message);
}

describe('the hexagon lint rule', () => {
  test.each([
    ['src/domain/x.ts', "import { useState } from 'react';\nexport const x = useState;"],
    ['src/domain/x.ts', "import { initializeApp } from 'firebase/app';\nexport const x = initializeApp;"],
    ['src/domain/x.ts', "import { Container } from 'inversify';\nexport const x = Container;"],
    ['src/domain/x.ts', "import { AppStore } from '../application/store';\nexport const x = AppStore;"],
    ['src/domain/x.ts', 'export const x = () => localStorage.getItem("k");'],
    ['src/domain/x.ts', 'export const x = () => console.warn("k");'],
    [
      'src/application/x.ts',
      "import { ConsoleLogger } from '../adapters/logger/console-logger';\nexport const x = ConsoleLogger;",
    ],
    ['src/application/x.ts', 'export const x = () => window.alert("k");'],
    [
      'src/ui/x.ts',
      "import { FakeAuthGateway } from '../adapters/auth/fake/fake-auth-gateway';\nexport const x = FakeAuthGateway;",
    ],
    ['src/ui/x.ts', "import { createContainer } from '../composition/container';\nexport const x = createContainer;"],
    [
      'src/adapters/logger/x.ts',
      "import { AlertNotifier } from '../notifier/alert-notifier';\nexport const x = AlertNotifier;",
    ],
    [
      'src/adapters/auth/fake/x.ts',
      "import { Header } from '../../../ui/components/header';\nexport const x = Header;",
    ],
  ])('rejects in %s: %s', async (filePath, source) => {
    expect(await importErrors(filePath, source)).not.toEqual([]);
  });

  test.each([
    ['src/application/x.ts', "import { addItem } from '../domain/basket';\nexport const x = addItem;"],
    ['src/ui/x.ts', "import { SESSION } from '../application/services';\nexport const x = SESSION;"],
    ['src/adapters/logger/x.ts', "import type { Logger } from '../../application/ports';\nexport type X = Logger;"],
  ])('allows inward imports in %s', async (filePath, source) => {
    expect(await importErrors(filePath, source)).toEqual([]);
  });
});

// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

/** Proves the layer rule in eslint.config.js bites: each forbidden import below must be reported. */
const eslint = new ESLint();

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'hexagon/layers' || message.ruleId === 'no-restricted-globals')
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
    ['src/domain/x.ts', "export const x = () => import('react');"],
    ['src/domain/x.ts', 'export const x = () => globalThis.localStorage;'],
    ['src/domain/x.ts', 'export const x = () => crypto.randomUUID();'],
    ['src/application/x.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;"],
    ['src/application/x.ts', "export { App } from '../ui/app';"],
    ['src/ui/x.ts', "import { getAuth } from '@firebase/auth';\nexport const x = getAuth;"],
    ['src/ui/x.ts', "import { Container } from 'inversify';\nexport const x = Container;"],
    [
      'src/adapters/auth/fake/x.ts',
      "import { FirebaseAuthGateway } from '../firebase/firebase-auth-gateway';\nexport const x = FirebaseAuthGateway;",
    ],
    [
      'src/adapters/storage/x.ts',
      "import { ConsoleLogger } from '../logger/console-logger';\nexport const x = ConsoleLogger;",
    ],
    ['src/adapters/notifier/x.ts', "import { createElement } from 'react';\nexport const x = createElement;"],
  ])('rejects in %s: %s', async (filePath, source) => {
    expect(await importErrors(filePath, source)).not.toEqual([]);
  });

  test.each([
    ['src/application/x.ts', "import { addItem } from '../domain/basket';\nexport const x = addItem;"],
    ['src/ui/x.ts', "import { SESSION } from '../application/services';\nexport const x = SESSION;"],
    ['src/adapters/logger/x.ts', "import type { Logger } from '../../application/ports';\nexport type X = Logger;"],
    [
      'src/adapters/auth/fake/x.ts',
      "import { MemoryStorage } from '../../storage/key-value-storage';\nexport const x = MemoryStorage;",
    ],
    ['src/adapters/auth/firebase/x.ts', "export const x = () => import('firebase/auth');"],
    [
      'src/composition/x.ts',
      "import { FakeAuthGateway } from '../adapters/auth/fake/fake-auth-gateway';\nexport const x = FakeAuthGateway;",
    ],
    ['src/ui/x.ts', "import { Link } from 'react-router-dom';\nexport const x = Link;"],
  ])('allows inward imports in %s', async (filePath, source) => {
    expect(await importErrors(filePath, source)).toEqual([]);
  });
});

/**
 * Typed Inversify bindings: a binding compiles only when its class (or value) is what its token stands
 * for, and each constructor parameter's token stands for that parameter's type.
 *
 * Inversify's own `bind(symbol)` accepts any class for any symbol, so a swapped dependency or a port
 * bound to the wrong adapter compiled and failed only at run time, if at all. The metadata Inversify
 * reads (`@injectable`, `@inject(TOKEN)` per parameter) is applied here with `decorate()`, so the
 * classes of the inner layers and the adapters import no container library.
 */
import { decorate, inject, injectable, type Bind } from 'inversify';
import type { Token } from '@/application/token';

/**
 * One token per constructor parameter, each standing for that parameter's type. A parameter with a default
 * needs its token too: left out, the class would quietly be built with the default instead of a service.
 */
export type TokensFor<Parameters extends readonly unknown[]> = {
  readonly [Index in keyof Parameters]-?: Token<Exclude<Parameters[Index], undefined>>;
};

/**
 * The parameter tokens each class was given. Inversify keeps them on the class, once for the whole process
 * (it refuses `@injectable` twice, and tests build many containers): a class bound again must name the same.
 */
const decorated = new WeakMap<object, readonly symbol[]>();

/**
 * Binds `token` to one instance of `Class` (singleton scope), built with the services the `dependencies`
 * tokens name, in the order of the constructor's parameters.
 */
export function bindClass<Service, Parameters extends readonly unknown[]>(
  bind: Bind,
  token: Token<Service>,
  Class: new (...parameters: Parameters) => NoInfer<Service>,
  dependencies: NoInfer<TokensFor<Parameters>>,
): void {
  const tokens: readonly symbol[] = dependencies;
  const earlier = decorated.get(Class);
  if (!earlier) {
    decorate(injectable(), Class);
    tokens.forEach((dependency, index) => decorate(inject(dependency), Class, index));
    decorated.set(Class, tokens);
  } else if (earlier.length !== tokens.length || earlier.some((dependency, index) => dependency !== tokens[index])) {
    const list = (symbols: readonly symbol[]) => `[${symbols.map(String).join(', ')}]`;
    throw new Error(
      `${Class.name} is already bound with ${list(earlier)}: binding it with ${list(tokens)} would build it with the first`,
    );
  }
  bind(token).to(Class).inSingletonScope();
}

/** Binds `token` to a value made elsewhere: a browser global, build settings, a flag. */
export function bindValue<Service>(bind: Bind, token: Token<Service>, value: NoInfer<Service>): void {
  bind(token).toConstantValue(value);
}

/**
 * Binds `token` to one value made by `factory` from the services the `dependencies` tokens name: for
 * what is chosen at run time rather than constructed, such as browser storage or its memory fallback.
 */
export function bindFactory<Service, Parameters extends unknown[]>(
  bind: Bind,
  token: Token<Service>,
  factory: (...parameters: Parameters) => NoInfer<Service>,
  dependencies: NoInfer<TokensFor<Parameters>>,
): void {
  // The tokens were checked against the factory's parameters above; Inversify's own typing cannot see that.
  const build = (...parameters: unknown[]) => factory(...(parameters as Parameters));
  bind(token)
    .toResolvedValue(build, [...dependencies])
    .inSingletonScope();
}

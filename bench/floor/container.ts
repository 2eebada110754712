// The runtime's dependency injection at its smallest: one service bound in an Inversify container.
import 'reflect-metadata/lite';
import { Container, decorate, injectable } from 'inversify';

export class Greeting {
  text(clicks: number) {
    return clicks === 0 ? 'Nothing clicked yet' : `Clicked ${clicks} times`;
  }
}

decorate(injectable(), Greeting);

export function floorContainer() {
  const container = new Container();
  container.bind(Greeting).toSelf().inSingletonScope();
  return container;
}

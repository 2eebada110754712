/**
 * An injection token: a plain Symbol that remembers the type it stands for, so `services.get(TOKEN)`
 * is typed without this layer importing the container library.
 */
export type Token<T> = symbol & { readonly __service?: T };

export const token = <T>(description: string): Token<T> => Symbol(description) as Token<T>;

/** What the UI needs of the container: look a service up by its token. */
export interface Services {
  get<T>(token: Token<T>): T;
}

// Renders the floor app's pages to HTML at build time, as src/composition/prerender.tsx does the storefront's.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { floorContainer } from './container';
import { FloorPage } from './page';

export const FLOOR_ROUTES = ['/', '/basket'] as const;

export function prerender(path: string): string {
  return renderToString(
    <StaticRouter location={path}>
      <FloorPage services={floorContainer()} />
    </StaticRouter>,
  );
}

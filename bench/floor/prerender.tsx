// Renders the floor app's page to HTML at build time, as src/composition/prerender.tsx does the storefront's.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { floorContainer } from './container';
import { FloorPage } from './page';

export function prerender(): string {
  return renderToString(
    <StaticRouter location="/">
      <FloorPage services={floorContainer()} />
    </StaticRouter>,
  );
}

/**
 * The server render of a member's page (ADR 062): the app's own routes run through React Router's static handler
 * with a query client of the request's own, the reads their loaders start are awaited, and the page is rendered to
 * HTML with the state the browser hydrates from (app/render-state.ts). Built by `vite build --ssr` and loaded by
 * the server, which supplies, per render, how API requests reach it and the instant it renders at.
 *
 * The app's dates are local dates of the zone it runs in (the browser's). A render runs the synchronous steps that
 * read local dates, each route's loader and `renderToString`, with the process's zone (`process.env.TZ`, which Node
 * applies at once) set to the member's and set back before anything else can run; the reads in between run in the
 * server's own zone, like every other request.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type LoaderFunction,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { App } from './app/app.tsx';
import { renderStateScript } from './app/render-state.ts';
import { appRoutes } from './app/router.tsx';
import { userQueryOptions } from './features/auth/use-user.ts';
import { type SendRequest, sendRequestsWith } from './lib/api.ts';
import { createQueryClient } from './lib/query-client.ts';
import { readTimeFrom } from './lib/use-now.ts';

/** What one render reads through: its API requests (the member's cookie already on them) and its instant. */
export interface RenderContext {
  send: SendRequest;
  now: Date;
}

/** A rendered page: the markup of `#root` and the `<script>` element of its state. */
export interface RenderedPage {
  html: string;
  state: string;
}

/** Runs `run` synchronously with the process's zone set to `timeZone` (IANA), and sets it back. */
function inZone<T>(timeZone: string, run: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return run();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

/** `routes` with each loader's synchronous part (where the app's loaders compute their dates) run in `timeZone`. */
function loadersInZone(routes: RouteObject[], timeZone: string): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { loader, children } = route;
    const zoned: LoaderFunction | undefined =
      typeof loader === 'function'
        ? (args, handlerContext) => inZone(timeZone, () => loader(args, handlerContext))
        : undefined;
    return {
      ...route,
      ...(zoned ? { loader: zoned } : {}),
      ...(children ? { children: loadersInZone(children, timeZone) } : {}),
    } as RouteObject;
  });
}

/** Resolves once no query of `client` is fetching. */
function settled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
  });
}

/**
 * Makes a renderer whose API requests and clock are those of `current()` (the server keeps one context per
 * render, e.g. in an AsyncLocalStorage). The renderer answers null when the page is better rendered by the
 * browser: a redirect, a route error, or a read that failed (an error state is not dehydrated).
 * `timeZone` (IANA) is the zone the caller renders in, handed to the browser, which hydrates only in that zone.
 */
export function createRenderer(current: () => RenderContext) {
  sendRequestsWith((path, init) => current().send(path, init));
  readTimeFrom(() => current().now);
  return async (request: Request, timeZone: string): Promise<RenderedPage | null> => {
    const client = createQueryClient();
    const routes = loadersInZone(
      appRoutes(client, (own) => own.fetchQuery(userQueryOptions)),
      timeZone,
    );
    const handler = createStaticHandler(routes);
    const context = await handler.query(request);
    if (context instanceof Response || context.errors) return null;
    await settled(client);
    if (client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length > 0)
      return null;
    const html = inZone(timeZone, () =>
      renderToString(
        <StrictMode>
          <App
            client={client}
            router={
              <StaticRouterProvider
                router={createStaticRouter(handler.dataRoutes, context)}
                context={context}
                hydrate={false}
              />
            }
          />
        </StrictMode>,
      ),
    );
    const { loaderData, actionData } = context;
    const state = renderStateScript({
      queries: dehydrate(client),
      router: { loaderData, actionData },
      now: current().now.getTime(),
      timeZone,
    });
    client.clear();
    return { html, state };
  };
}

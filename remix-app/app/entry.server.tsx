import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { catalogueVersion, getLanguage, serverResources } from '~/i18next.server';
import { PageI18n } from '~/lib/i18n/page-i18n';
import { I18nProvider } from '~/lib/i18n/react';
import { noStoreWhenSignedIn, withNoStoreWhenSignedIn } from '~/lib/cache.server';
import { NonceContext } from '~/lib/nonce';
import { setNamespaceReader, ServerCatalogueContext, type ServerCatalogue } from '~/lib/page-catalogue';

// Meta functions read titles from the whole catalogue on the server (the browser: its translator's store).
setNamespaceReader((language, namespace) => serverResources(language)[namespace]);

export const streamTimeout = 5_000;

/**
 * Registers this build's models (its own copy of the models package) on its connection, called by the
 * server once a build is loaded (server/remix-handler.ts). A domain read that does not open the
 * connection itself relies on an earlier one in the process; the Express layer's reads run on the
 * other copy, so a fresh server whose first page was /news answered 500 until another page opened it.
 */
export { openModels } from '@iprenew/models';

/** The pages' translator and its provider as this build holds them, for the bench's framework floor (bench/load/framework-floor.ts). */
export const pageTranslation = { PageI18n, I18nProvider };

/** The data of client-side navigations and form posts: never stored for a signed-in visitor either. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => withNoStoreWhenSignedIn(request, response);

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce || undefined;
  const language = await getLanguage(request);
  await noStoreWhenSignedIn(request, responseHeaders);

  // The page names its routes' namespaces and every other one this render reads (ADR 068).
  const read = new Set<string>();
  const instance = new PageI18n({ language, resources: { [language]: serverResources(language) }, onRead: (namespace) => read.add(namespace) });
  const pageCatalogue: ServerCatalogue = { language, version: catalogueVersion(), read };

  // Bots and crawlers get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerCatalogueContext.Provider value={pageCatalogue}>
          <I18nProvider i18n={instance}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} abortDelay={streamTimeout} />
          </I18nProvider>
        </ServerCatalogueContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are reported here; before it, onShellError rejects.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

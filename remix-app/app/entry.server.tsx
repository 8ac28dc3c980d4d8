import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { createInstance } from 'i18next';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import i18n from '~/i18n';
import { catalogueVersion, getLanguage, serverResources } from '~/i18next.server';
import { noStoreWhenSignedIn, withNoStoreWhenSignedIn } from '~/lib/cache.server';
import { NonceContext } from '~/lib/nonce';
import { setNamespaceReader, ServerCatalogueContext, type ServerCatalogue } from '~/lib/page-catalogue';

// Meta functions read titles from the whole catalogue on the server (the browser: its i18next store).
setNamespaceReader((language, namespace) => serverResources(language)[namespace]);

export const streamTimeout = 5_000;

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

  const instance = createInstance();
  await instance.use(initReactI18next).init({
    ...i18n,
    lng: language,
    resources: { [language]: serverResources(language) },
  });
  // The page names its routes' namespaces and every other one this render reads (ADR 068).
  const read = new Set<string>();
  // i18next looks every key up through its store's getResource(lng, ns, key, options).
  const store = instance.services.resourceStore as unknown as { getResource(lng: string, ns: string, key: string, options?: unknown): unknown };
  const getResource = store.getResource.bind(store);
  store.getResource = (lng, ns, key, options) => {
    read.add(ns);
    return getResource(lng, ns, key, options);
  };
  const pageCatalogue: ServerCatalogue = { language, version: catalogueVersion(), read };

  // Bots and crawlers get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerCatalogueContext.Provider value={pageCatalogue}>
          <I18nextProvider i18n={instance}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} abortDelay={streamTimeout} />
          </I18nextProvider>
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

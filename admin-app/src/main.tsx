import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { localStorageStore } from 'react-admin';
import { createConsoleRouter } from './App';
import { RouterProvider } from 'react-router-dom';
import { createI18nProvider } from './providers/i18nProvider';
import { detectLanguage, fetchOfferedLanguages } from './providers/language';
import { loadConsoleLanguage, START_NAMESPACES } from './i18n/consoleCatalogue';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const store = localStorageStore('1', 'IPRenewConsole');

// The reader's first strings download while the server says which languages are offered.
void loadConsoleLanguage(detectLanguage(), START_NAMESPACES).catch(() => undefined);

fetchOfferedLanguages()
  .then((offered) => {
    const detected = detectLanguage();
    const language = offered.includes(detected) ? detected : 'en';
    // react-admin keeps its own 'locale' in the store; start it from the shared choice (cookie first).
    store.setItem('locale', language);
    return createI18nProvider(language, offered);
  })
  .then((i18nProvider) => {
    document.title = i18nProvider.translate('admin:app.title');
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={createConsoleRouter({ i18nProvider, store })} future={{ v7_startTransition: false }} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    container.textContent = 'IPRenew Console could not start. Please reload the page.';
  });

/** @iprenew/templates: e-mail rendering (Handlebars) and PDF rendering (pdfmake). */
export * from './format';
export * from './email/translate';
export * from './email/render';
export * from './pdf/render';
export * from './pdf/builder';
export * from './pdf/invoice';
export * from './pdf/sd';

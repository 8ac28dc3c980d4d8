/**
 * Calendar dates and display formats in Kuala Lumpur time (I18N-11..14, SYS-17). Browser-safe.
 * One implementation for the pages, the console, the e-mails and the PDFs: `templates/src/format.ts`
 * (the templates cannot import models, so the formats live there and models re-exports them).
 */
export { calendarDateInKualaLumpur, formatDate, formatListTime, monthAbbreviation } from '@iprenew/templates/format';

/**
 * The server's testing entry (`@bp/server/testing`): what the browser tests (e2e) may use to prepare and
 * inspect a demo database and to read the server's PDFs. No workspace imports another's source by path
 * (.dependency-cruiser.cjs); this is the server's one public surface for tests.
 */
export { loadConfig } from '../config.js';
export { openPglite } from '../db/client.js';
export { applyReferenceData } from '../db/reference-data.js';
export { seedDemoData, DEMO_PASSWORD, demoVerificationPayment } from '../db/seed/index.js';
export { tinyPdf } from '../db/seed/content.js';
export { accountPermissions, accounts, groups, members } from '../db/schema/index.js';
export { readPdf, type PdfContent } from './pdf-text.js';
export { validate835, type Parsed835 } from '../modules/edi/validate-835.js';

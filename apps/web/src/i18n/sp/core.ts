/**
 * The Spanish namespaces of the sign-in page and the page frame (header, footer, error page):
 * loaded before the first render. The others come with the first other page (i18n/index.ts).
 */
import auth from './auth.json';
import common from './common.json';
import messages from './messages.json';
import shell from './shell.json';

export default { auth, common, messages, shell };

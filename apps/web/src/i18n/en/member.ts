/**
 * The English namespaces of the member portal's pages (the `member` part): what a member page loads instead of
 * the whole catalogue (`./index.ts`), which holds the staff, employer, provider and public pages' too.
 * `member-part.test.ts` walks the member portal's modules and fails when one uses a namespace missing here.
 */
import appeals from './appeals.json';
import auth from './auth.json';
import claims from './claims.json';
import common from './common.json';
import compliance from './compliance.json';
import content from './content.json';
import coverage from './coverage.json';
import dashboard from './dashboard.json';
import enrollment from './enrollment.json';
import fsa from './fsa.json';
import idcard from './idcard.json';
import letters from './letters.json';
import messages from './messages.json';
import messaging from './messaging.json';
import mrf from './mrf.json';
import nav from './nav.json';
import patientAccess from './patient-access.json';
import precerts from './precerts.json';
import settings from './settings.json';
import shell from './shell.json';
import sso from './sso.json';
import tempcard from './tempcard.json';

export default {
  appeals,
  auth,
  claims,
  common,
  compliance,
  content,
  coverage,
  dashboard,
  enrollment,
  fsa,
  idcard,
  letters,
  messages,
  messaging,
  mrf,
  nav,
  'patient-access': patientAccess,
  precerts,
  settings,
  shell,
  sso,
  tempcard,
};

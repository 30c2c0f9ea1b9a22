/** The Spanish catalogue: one JSON namespace per feature. */
import accounts from './accounts.json';
import adminProfile from './admin-profile.json';
import anonymous from './anonymous.json';
import auth from './auth.json';
import claims from './claims.json';
import common from './common.json';
import coverage from './coverage.json';
import dashboard from './dashboard.json';
import groups from './groups.json';
import groupsAdmin from './groups-admin.json';
import legal from './legal.json';
import messages from './messages.json';
import messaging from './messaging.json';
import nav from './nav.json';
import precerts from './precerts.json';
import shell from './shell.json';
import settings from './settings.json';
import fsa from './fsa.json';
import letters from './letters.json';
import registration from './registration.json';
import content from './content.json';
import contentAdmin from './content-admin.json';
import idcard from './idcard.json';
import provider from './provider.json';
import adminOptions from './admin-options.json';
import employer from './employer.json';
import support from './support.json';
import enrollment from './enrollment.json';
import edi from './edi.json';

import reports from './reports.json';
import fileManagement from './file-management.json';
import tempcard from './tempcard.json';
import sso from './sso.json';
import mrf from './mrf.json';
import finance from './finance.json';
import compliance from './compliance.json';
import appeals from './appeals.json';
import appealQueue from './appeal-queue.json';
import patientAccess from './patient-access.json';
import patientAccessAdmin from './patient-access-admin.json';

export default {
  accounts,
  reports,
  mrf,
  finance,
  'admin-profile': adminProfile,
  anonymous,
  auth,
  claims,
  common,
  coverage,
  dashboard,
  groups,
  'groups-admin': groupsAdmin,
  legal,
  messages,
  messaging,
  nav,
  precerts,
  shell,
  support,
  settings,
  fsa,
  letters,
  registration,
  content,
  'content-admin': contentAdmin,
  'file-management': fileManagement,
  idcard,
  provider,
  'admin-options': adminOptions,
  employer,
  enrollment,
  edi,
  tempcard,
  sso,
  compliance,
  appeals,
  appealQueue,
  'patient-access': patientAccess,
  'patient-access-admin': patientAccessAdmin,
};

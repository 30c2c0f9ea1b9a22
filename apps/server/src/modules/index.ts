import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/routes.js';
import { registerRoleRoutes } from './roles/routes.js';
import { registerMemberRoutes } from './members/routes.js';
import { registerClaimRoutes } from './claims/routes.js';
import { registerCoverageRoutes } from './coverage/routes.js';
import { registerGroupRoutes } from './groups/routes.js';
import { registerPrecertRoutes } from './precerts/routes.js';
import { registerMessagingRoutes } from './messaging/routes.js';
import { registerContentRoutes } from './content/routes.js';
import { registerAccountSettingsRoutes } from './account-settings/routes.js';
import { registerLetterRoutes } from './letters/routes.js';
import { registerRequestRoutes } from './requests/routes.js';
import { registerFsaRoutes } from './fsa/routes.js';
import { registerRegistrationRoutes } from './registration/routes.js';
import { registerDocumentRoutes } from './documents/routes.js';
import { registerProviderRoutes } from './providers/routes.js';
import { registerDiagnosisRoutes } from './diagnosis/routes.js';
import { registerCallTrackRoutes } from './calltrack/routes.js';
import { registerMemoRoutes } from './memos/routes.js';
import { registerCheckRoutes } from './checks/routes.js';
import { registerTerminationRoutes } from './terminations/routes.js';
import { registerReportRoutes } from './reports/routes.js';

/** Every module's routes. Add a module's `register…Routes(app)` here. */
export function registerModules(app: FastifyInstance): void {
  registerAuthRoutes(app);
  registerRoleRoutes(app);
  registerMemberRoutes(app);
  registerClaimRoutes(app);
  registerCoverageRoutes(app);
  registerGroupRoutes(app);
  registerPrecertRoutes(app);
  registerMessagingRoutes(app);
  registerContentRoutes(app);
  registerAccountSettingsRoutes(app);
  registerLetterRoutes(app);
  registerRequestRoutes(app);
  registerFsaRoutes(app);
  registerRegistrationRoutes(app);
  registerDocumentRoutes(app);
  registerProviderRoutes(app);
  registerDiagnosisRoutes(app);
  registerCallTrackRoutes(app);
  registerMemoRoutes(app);
  registerCheckRoutes(app);
  registerTerminationRoutes(app);
  registerReportRoutes(app);
}

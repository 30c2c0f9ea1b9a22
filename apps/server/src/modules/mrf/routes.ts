import type { FastifyInstance } from 'fastify';
import {
  generateFiles,
  generationStatus,
  getNetworkFile,
  getNetworkFileFormatSchemas,
  getNetworkFileList,
  getPriceEstimate,
  getPublishDiff,
  getPublishHistory,
  getPublishedFile,
  getReportingPlan,
  getReportingPlanList,
  getReportingStructure,
  getReportingStructureList,
  getTableOfContents,
  getTransparencyFiles,
  saveNetworkFile,
  saveReportingPlan,
  saveReportingStructure,
} from '@bp/contract/api/mrf';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import type { Db } from '../../db/client.js';
import * as service from './service.js';
import { publishDiff } from './diff.js';
import { estimate } from './price.js';

/** Price transparency: MRF maintenance, the generation job, the public files and the member price tool. */
export function registerMrfRoutes(app: FastifyInstance): void {
  const { dataDir, publicUrl } = app.appConfig;
  app.jobs.register(
    service.MRF_JOB,
    (ctx) => service.generate(dataDir, publicUrl, ctx),
    service.markFailed,
  );
  const ctx = (caller: unknown, db: unknown, reqId: string) => ({
    db: db as Db,
    caller: caller as SignedInCaller,
    requestId: reqId,
  });

  bindEndpoint(app, getReportingPlanList, ({ caller, db, req }) =>
    service.planList(ctx(caller, db, req.id)),
  );
  bindEndpoint(app, getReportingPlan, ({ caller, db, req, query }) =>
    service.plan(ctx(caller, db, req.id), query.reportingPlanId),
  );
  bindEndpoint(app, saveReportingPlan, ({ caller, db, req, body }) =>
    service.savePlan(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, getNetworkFileList, ({ caller, db, req }) =>
    service.fileList(ctx(caller, db, req.id), publicUrl),
  );
  bindEndpoint(app, getNetworkFile, ({ caller, db, req, query }) =>
    service.file(ctx(caller, db, req.id), query.networkFileId, publicUrl),
  );
  bindEndpoint(app, saveNetworkFile, ({ caller, db, req, body }) =>
    service.saveFile(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, getReportingStructureList, ({ caller, db, req }) =>
    service.structureList(ctx(caller, db, req.id)),
  );
  bindEndpoint(app, getReportingStructure, ({ caller, db, req, query }) =>
    service.structure(ctx(caller, db, req.id), query.reportingStructureId),
  );
  bindEndpoint(app, saveReportingStructure, ({ caller, db, req, body }) =>
    service.saveStructure(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, getNetworkFileFormatSchemas, () => service.formatSchemas());
  bindEndpoint(app, getTableOfContents, ({ db }) => service.tableOfContents(db, dataDir));

  bindEndpoint(app, generateFiles, async ({ caller, db, req }) => {
    const out = await service.requestGeneration(ctx(caller, db, req.id));
    app.jobs.nudge();
    return out;
  });
  bindEndpoint(app, generationStatus, ({ caller, db, req, query }) =>
    service.generationStatus(ctx(caller, db, req.id), query.jobId),
  );
  bindEndpoint(app, getPublishHistory, ({ caller, db, req, query }) =>
    service.history(ctx(caller, db, req.id), query.networkFileId),
  );
  bindEndpoint(app, getPublishDiff, ({ db, query }) =>
    publishDiff(db, dataDir, query.publicationId),
  );
  bindEndpoint(app, getTransparencyFiles, ({ db }) => service.transparencyFiles(db));
  bindEndpoint(
    app,
    getPublishedFile,
    ({ db, params, req }) => service.publishedFile(db, dataDir, params.fileName, req.headers.range),
    { cacheControl: 'public, max-age=3600' },
  );
  bindEndpoint(app, getPriceEstimate, ({ caller, db, req, query }) =>
    estimate(ctx(caller, db, req.id), query),
  );
}

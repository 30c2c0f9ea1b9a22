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
import * as service from './service.js';
import { publishDiff } from './diff.js';
import { estimate } from './price.js';

/** Price transparency: MRF maintenance, the generation job, the public files and the member price tool. */
export function registerMrfRoutes(app: FastifyInstance): void {
  const { dataDir, publicUrl, demo, publicUrlConfigured } = app.appConfig;
  const { blobs } = app;
  const publishing = { demo, publicUrlConfigured };
  app.jobs.register(
    service.MRF_JOB,
    (ctx) => service.generate(blobs, publicUrl, publishing, ctx),
    service.markFailed,
  );
  // Files written under DATA_DIR before the shared store (docs/decisions.md, "Storage").
  // A failure is logged, never fatal: the files stay on disk and the next start copies them.
  app.addHook('onReady', async () => {
    await service
      .importLocalMrfFiles(app.database.db, blobs, dataDir, app.log)
      .catch((err: Error) => app.log.error({ err }, 'MRF files were not copied into the store'));
  });

  bindEndpoint(app, getReportingPlanList, (ctx) => service.planList(ctx));
  bindEndpoint(app, getReportingPlan, (ctx) => service.plan(ctx, ctx.query.reportingPlanId));
  bindEndpoint(app, saveReportingPlan, (ctx) => service.savePlan(ctx, ctx.body));
  bindEndpoint(app, getNetworkFileList, (ctx) => service.fileList(ctx, publicUrl));
  bindEndpoint(app, getNetworkFile, (ctx) => service.file(ctx, ctx.query.networkFileId, publicUrl));
  bindEndpoint(app, saveNetworkFile, (ctx) => service.saveFile(ctx, ctx.body));
  bindEndpoint(app, getReportingStructureList, (ctx) => service.structureList(ctx));
  bindEndpoint(app, getReportingStructure, (ctx) =>
    service.structure(ctx, ctx.query.reportingStructureId),
  );
  bindEndpoint(app, saveReportingStructure, (ctx) => service.saveStructure(ctx, ctx.body));
  bindEndpoint(app, getNetworkFileFormatSchemas, () => service.formatSchemas());
  bindEndpoint(app, getTableOfContents, ({ db }) => service.tableOfContents(db, blobs));

  bindEndpoint(app, generateFiles, async (ctx) => {
    const out = await service.requestGeneration(ctx, publishing);
    app.jobs.nudge();
    return out;
  });
  bindEndpoint(app, generationStatus, (ctx) => service.generationStatus(ctx, ctx.query.jobId));
  bindEndpoint(app, getPublishHistory, (ctx) => service.history(ctx, ctx.query.networkFileId));
  bindEndpoint(app, getPublishDiff, ({ db, query }) => publishDiff(db, blobs, query.publicationId));
  bindEndpoint(app, getTransparencyFiles, ({ db }) => service.transparencyFiles(db));
  bindEndpoint(
    app,
    getPublishedFile,
    ({ db, params, req }) => service.publishedFile(db, blobs, params.fileName, req.headers.range),
    { cacheControl: 'public, max-age=3600' },
  );
  bindEndpoint(app, getPriceEstimate, (ctx) => estimate(ctx, ctx.query));
}

import type { FastifyInstance } from 'fastify';
import {
  anonGetEobPdf,
  getEobPdf,
  getIdCard,
  getIdCardDownload,
  idCards,
  tempIdCardDownload,
  tempIdCards,
} from '@bp/contract/api/cards';
import { groupCreateTempIdCard } from '@bp/contract/api/groups';
import { bindEndpoint } from '../../http/bind.js';
import { eobPdf } from './eob.js';
import { anonEopPdf } from './anon-eop.js';
import * as cards from './id-card.js';
import * as temp from './temp-id-card.js';

/** Documents: the EOB/EOP PDF of a claim and the member ID cards (screen content, PDF, household list). */
export function registerDocumentRoutes(app: FastifyInstance): void {
  // The PDFs render in app.pdf's worker threads; the services read their data as before.
  bindEndpoint(app, getEobPdf, (ctx) => eobPdf({ ...ctx, pdf: app.pdf }, ctx.body));
  bindEndpoint(app, anonGetEobPdf, (ctx) =>
    anonEopPdf({ ...ctx, ip: ctx.req.ip, pdf: app.pdf }, ctx.body),
  );
  bindEndpoint(app, getIdCard, (ctx) => cards.getIdCard(ctx, ctx.body));
  bindEndpoint(app, getIdCardDownload, (ctx) =>
    cards.idCardDownload({ ...ctx, pdf: app.pdf }, ctx.body),
  );
  bindEndpoint(app, idCards, (ctx) => cards.idCards(ctx, ctx.query.memberId));
  // Temporary ID cards (issue 14): issued by staff, read by the household until they expire.
  bindEndpoint(app, groupCreateTempIdCard, (ctx) =>
    temp.createTempIdCard(
      {
        ...ctx,
        mailer: ctx.req.server.mailer,
        publicUrl: ctx.req.server.appConfig.publicUrl,
        pdf: app.pdf,
      },
      ctx.body,
    ),
  );
  bindEndpoint(app, tempIdCards, (ctx) => temp.listTempIdCards(ctx, ctx.query.memberId));
  bindEndpoint(app, tempIdCardDownload, (ctx) =>
    temp.tempIdCardDownload({ ...ctx, pdf: app.pdf }, ctx.body.id),
  );
}

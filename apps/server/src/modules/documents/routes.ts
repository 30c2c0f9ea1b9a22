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
import type { Caller, SignedInCaller } from '../../http/caller.js';
import { eobPdf } from './eob.js';
import { anonEopPdf } from './anon-eop.js';
import * as cards from './id-card.js';
import * as temp from './temp-id-card.js';

/** Documents: the EOB/EOP PDF of a claim and the member ID cards (screen content, PDF, household list). */
export function registerDocumentRoutes(app: FastifyInstance): void {
  bindEndpoint(app, getEobPdf, ({ caller, db, req, body }) =>
    eobPdf({ db, caller: caller as SignedInCaller, requestId: req.id }, body),
  );
  bindEndpoint(app, anonGetEobPdf, ({ caller, db, req, body }) =>
    anonEopPdf({ db, caller: caller as Caller, requestId: req.id, ip: req.ip }, body),
  );
  bindEndpoint(app, getIdCard, ({ caller, db, req, body }) =>
    cards.getIdCard({ db, caller: caller as SignedInCaller, requestId: req.id }, body),
  );
  bindEndpoint(app, getIdCardDownload, ({ caller, db, req, body }) =>
    cards.idCardDownload({ db, caller: caller as SignedInCaller, requestId: req.id }, body),
  );
  bindEndpoint(app, idCards, ({ caller, db, req, query }) =>
    cards.idCards({ db, caller: caller as SignedInCaller, requestId: req.id }, query.memberId),
  );
  // Temporary ID cards (issue 14): issued by staff, read by the household until they expire.
  bindEndpoint(app, groupCreateTempIdCard, ({ caller, db, req, body }) =>
    temp.createTempIdCard(
      {
        db,
        caller: caller as SignedInCaller,
        requestId: req.id,
        mailer: req.server.mailer,
        publicUrl: req.server.appConfig.publicUrl,
      },
      body,
    ),
  );
  bindEndpoint(app, tempIdCards, ({ caller, db, req, query }) =>
    temp.listTempIdCards(
      { db, caller: caller as SignedInCaller, requestId: req.id },
      query.memberId,
    ),
  );
  bindEndpoint(app, tempIdCardDownload, ({ caller, db, req, body }) =>
    temp.tempIdCardDownload({ db, caller: caller as SignedInCaller, requestId: req.id }, body.id),
  );
}

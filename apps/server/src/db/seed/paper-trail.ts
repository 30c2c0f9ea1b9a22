/** Pre-certifications, letters, memos, call tracks, conversations, FSA accounts and terminations of a household. */
import type { Batch, GenContext, Person } from './batch.js';
import type { GroupInfo } from './static.js';
import { addDays, at, fromDays, toDays } from './util.js';

/** The paper trail of a household (the demo household gets some of everything). */
export function generatePaperTrail(
  ctx: GenContext,
  b: Batch,
  group: GroupInfo,
  people: Person[],
  employeeNumber: number,
  demo: boolean,
  termDate: string | null,
): void {
  const { rng, c, f } = ctx;
  const emp = people[0]!;
  const refDays = toDays(ctx.cal.today);
  // Always draw, so the sequence (and so every later row) is the same with or without demo accounts.
  const staff = () => {
    const v = rng.int(0, 9999);
    return ctx.staffIds.length ? ctx.staffIds[v % ctx.staffIds.length]! : null;
  };
  const dayBefore = (maxBack: number) => fromDays(refDays - rng.int(1, maxBack));
  for (const p of people) {
    const n = demo ? (p.dep === 0 ? 3 : 1) : rng.chance(0.04) ? 1 : 0;
    for (let i = 0; i < n; i++) {
      const certNo = ++c.certNo;
      const request = dayBefore(700);
      const status = rng.pick(['approved', 'approved', 'approved', 'denied', 'pending', 'partial']);
      const certType = rng.pick(['inpatient', 'outpatient', 'imaging', 'therapy', 'dme']);
      const provider = rng.pick(
        ctx.st.providers.facility.length
          ? ctx.st.providers.facility
          : ctx.st.providers.professional,
      );
      b.precerts.push({
        certNo,
        memberId: p.id,
        groupNumber: group.groupNumber,
        employeeNumber,
        dependentNumber: p.dep,
        providerId: provider.id,
        providerName: provider.name,
        certType,
        procedureCode: rng.pick(['72148', '29881', '45378', '99222', 'E0601', '97110']),
        diagnosisCode: rng.pick(['M54.50', 'M25.561', 'G47.33', 'Z12.11', 'O80']),
        requestDate: request,
        fromDate: addDays(request, rng.int(3, 20)),
        toDate: addDays(request, rng.int(21, 60)),
        unitsRequested: rng.int(1, 12),
        unitsApproved: status === 'denied' || status === 'pending' ? 0 : rng.int(1, 12),
        status,
        decisionDate: status === 'pending' ? null : addDays(request, rng.int(1, 5)),
        notes: f.lorem.sentence(),
        createdAt: at(request),
      });
      if (status === 'approved' || status === 'denied') {
        b.letters.push({
          letterNumber: ++c.letter,
          memberId: p.id,
          groupNumber: group.groupNumber,
          employeeNumber,
          dependentNumber: p.dep,
          templateId: status === 'approved' ? 2 : 3,
          subject:
            status === 'approved'
              ? 'Your pre-certification was approved'
              : 'Your pre-certification was not approved',
          sentDate: addDays(request, 6),
          body: JSON.stringify({ name: `${p.first} ${p.last}`, certNo }),
          certNo,
        });
      }
    }
  }
  if (demo) {
    // A denied pre-certification of the demo employee to appeal (issue 31), from nothing random: requested 12
    // days ago with the demo provider organization, denied 10 days ago (its reviewer is set with the accounts).
    const provider = ctx.st.providers.professional[0]!;
    const request = fromDays(refDays - 12);
    b.precerts.push({
      certNo: ++c.certNo,
      memberId: emp.id,
      groupNumber: group.groupNumber,
      employeeNumber,
      dependentNumber: emp.dep,
      providerId: provider.id,
      providerName: provider.name,
      certType: 'imaging',
      procedureCode: '72148',
      diagnosisCode: 'M54.50',
      requestDate: request,
      fromDate: fromDays(refDays + 5),
      toDate: fromDays(refDays + 5),
      unitsRequested: 1,
      unitsApproved: 0,
      status: 'denied',
      decisionDate: fromDays(refDays - 10),
      decisionReason: 'Not medically necessary: conservative treatment first',
      notes: 'MRI of the lumbar spine requested after two weeks of low back pain.',
      createdAt: at(request),
    });
  }
  const letterCount = demo ? 4 : rng.chance(0.2) ? rng.int(1, 2) : 0;
  for (let i = 0; i < letterCount; i++) {
    const templateId = rng.pick([1, 4, 5, 6]);
    const subject = [
      'Welcome to your health plan',
      '',
      '',
      'We need more information about a claim',
      'Other insurance questionnaire',
      'Certificate of creditable coverage',
    ][templateId - 1]!;
    b.letters.push({
      letterNumber: ++c.letter,
      memberId: emp.id,
      groupNumber: group.groupNumber,
      employeeNumber,
      dependentNumber: 0,
      templateId,
      subject,
      sentDate: dayBefore(900),
      body: JSON.stringify({ name: `${emp.first} ${emp.last}`, group: group.name }),
    });
  }
  const memoCount = demo ? 3 : rng.chance(0.1) ? rng.int(1, 2) : 0;
  for (let i = 0; i < memoCount; i++) {
    const d = dayBefore(800);
    b.memos.push({
      id: ++c.memo,
      scope: 'member',
      memberId: rng.pick(people).id,
      groupNumber: group.groupNumber,
      memoType: rng.int(1, 6),
      text: f.lorem.sentences(2),
      active: i === 0 && (demo || rng.chance(0.3)),
      createdBy: staff(),
      operatorId: 625,
      createdAt: at(d),
    });
  }
  if (demo || rng.chance(0.05)) {
    const d = dayBefore(400);
    const open = rng.chance(0.3);
    b.callTracks.push({
      callNumber: ++c.call,
      operatorAccountId: staff(),
      operatorId: 625,
      memberId: emp.id,
      groupNumber: group.groupNumber,
      callerName: `${emp.first} ${emp.last}`,
      callerPhone: '555-0100',
      callerRelationship: 'P',
      fromKey1: 'MEM',
      fromKey2: 'PHONE',
      fromKey3: 'NEW',
      regardKey1: rng.pick(['CLM', 'ELG', 'BEN', 'IDC']),
      regardKey2: null,
      regardKey3: open ? 'CALLBACK' : 'RESOLVED',
      callNotes: f.lorem.sentence(),
      operatorNotes: open ? 'Call back with claim status.' : null,
      callDate: at(d, 600 + rng.int(0, 400)),
      dueDate: open ? addDays(ctx.cal.today, rng.int(-5, 14)) : null,
      status: open ? 'open' : 'closed',
      closedAt: open ? null : at(d, 1000),
      updatedAt: at(d, 1000),
    });
  }
  if (demo || rng.chance(0.04)) {
    const convs = demo ? 3 : 1;
    for (let k = 0; k < convs; k++) {
      const id = ++c.conversation;
      const start = dayBefore(300);
      const owner = k === 0 && demo ? null : rng.chance(0.4) ? null : staff();
      const n = rng.int(1, 4);
      let lastAt = at(start, 540);
      for (let i = 0; i < n; i++) {
        const toStaff = i % 2 === 0;
        if (!toStaff && owner === null) break;
        lastAt = at(start, 540 + i * 1440 + rng.int(0, 600));
        b.messages.push({
          id: ++c.message,
          conversationId: id,
          senderAccountId: toStaff ? null : owner,
          toStaff,
          body: f.lorem.sentences(rng.int(1, 3)),
          read: rng.chance(0.6),
          createdAt: lastAt,
        });
      }
      b.conversations.push({
        id,
        subject: rng.pick([
          'Claims question',
          'Benefits question',
          'ID card request',
          'Eligibility question',
        ]),
        subjectId: rng.int(1, 4),
        memberId: emp.id,
        groupNumber: group.groupNumber,
        ownerAccountId: owner,
        inQueue: owner === null,
        status: owner === null ? 'open' : rng.pick(['open', 'pending', 'resolved']),
        createdAt: at(start, 540),
        lastMessageAt: lastAt,
      });
    }
  }
  if (group.healthAccountEmployer && !termDate && (demo || rng.chance(0.3))) {
    for (const year of [ctx.cal.year - 1, ctx.cal.year]) {
      const fsaId = ++c.fsa;
      const election = demo ? 250_000 : rng.int(5, 30) * 10_000;
      let spent = 0;
      const n = demo ? 3 : rng.int(0, 3);
      for (let i = 0; i < n; i++) {
        const amount = Math.min(election - spent, rng.int(2_000, 40_000));
        if (amount <= 0) break;
        // Within the account's year and not after today (early in January: on New Year's day).
        const d = fromDays(
          Math.max(
            toDays(`${year}-01-01`),
            Math.min(refDays - 3, toDays(`${year}-01-15`) + rng.int(0, 300)),
          ),
        );
        const status = toDays(d) > refDays - 20 ? 'submitted' : rng.chance(0.1) ? 'denied' : 'paid';
        if (status === 'paid') spent += amount;
        b.fsaClaims.push({
          id: ++c.fsaClaim,
          fsaAccountId: fsaId,
          memberId: emp.id,
          amountCents: amount,
          serviceDate: d,
          providerName: rng.pick([
            'Walgreens',
            'CVS Pharmacy',
            'Vision Center',
            'Dental Associates',
          ]),
          description: 'Eligible medical expense',
          status,
          receiptFileId: ctx.receiptFileId,
          submittedAt: at(d, 700),
          decidedAt: status === 'submitted' ? null : at(addDays(d, 5)),
          paidAt: status === 'paid' ? at(addDays(d, 7)) : null,
          denialReason: status === 'denied' ? 'Receipt does not show the date of service' : null,
        });
      }
      b.fsaAccounts.push({
        id: fsaId,
        memberId: emp.id,
        accountType: 'FSA',
        planYear: year,
        electionCents: election,
        contributedCents: election,
        balanceCents: election - spent,
        status: year === ctx.cal.year ? 'active' : 'closed',
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
      });
    }
  }
  if (termDate) {
    b.terminations.push({
      id: ++c.termination,
      memberId: emp.id,
      groupNumber: group.groupNumber,
      employeeNumber,
      dependentNumber: 0,
      terminationDate: termDate,
      reason: 'Employment ended',
      status: 'processed',
      createdAt: at(addDays(termDate, -10)),
      processedAt: at(termDate),
    });
  }
}

import { pipeline } from 'node:stream';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { DbOrTx } from '../../db/client.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { notFound } from '../../http/errors.js';
import * as repo from './repo.js';

/**
 * Month-over-month diff of an in-network publication: rates (by rate id) added, removed and changed (another
 * amount, code, provider, type or class) against the last publication of the same file in an earlier month.
 * The previous snapshot is held as a map of id → line (staff-run, on demand); the current one is streamed.
 */

const SAMPLES = 50;
type Sample = {
  change: 'added' | 'removed' | 'changed';
  billingCode: string;
  providerName: string;
  negotiatedType: string;
  billingClass: string;
  previousCents: number | null;
  currentCents: number | null;
};

/** A snapshot's lines as fields, read from the shared store through gunzip a chunk at a time. */
async function* lines(store: BlobStore, key: string): AsyncGenerator<string[]> {
  const rl = createInterface({
    input: pipeline(store.read(key), createGunzip(), () => undefined),
    crlfDelay: Infinity,
  });
  for await (const l of rl) if (l) yield l.split('\t');
}

const sampleOf = (change: Sample['change'], f: string[], prev: string[] | null): Sample => ({
  change,
  billingCode: f[1] ?? '',
  providerName: f[2] ?? '',
  negotiatedType: f[3] ?? '',
  billingClass: f[4] ?? '',
  previousCents: prev ? Number(prev[5]) : change === 'removed' ? Number(f[5]) : null,
  currentCents: change === 'removed' ? null : Number(f[5]),
});

export async function publishDiff(db: DbOrTx, store: BlobStore, publicationId: number) {
  const p = await repo.publication(db, publicationId);
  if (!p || p.kind !== 'in-network-rates' || p.status !== 'published' || !p.snapshotKey)
    throw notFound();
  const prev = await repo.previousMonthPublication(db, p);
  const before = new Map<string, string[]>();
  if (prev?.snapshotKey) for await (const f of lines(store, prev.snapshotKey)) before.set(f[0]!, f);
  let added = 0;
  let changed = 0;
  const samples: Sample[] = [];
  const counts = { added: 0, removed: 0, changed: 0 };
  const keep = (s: Sample) => {
    if (counts[s.change] < SAMPLES) {
      counts[s.change]++;
      samples.push(s);
    }
  };
  for await (const f of lines(store, p.snapshotKey)) {
    const old = before.get(f[0]!);
    if (!old) {
      added++;
      keep(sampleOf('added', f, null));
      continue;
    }
    before.delete(f[0]!);
    if (old.slice(1).join('\t') !== f.slice(1).join('\t')) {
      changed++;
      keep(sampleOf('changed', f, old));
    }
  }
  for (const f of before.values()) keep(sampleOf('removed', f, null));
  return {
    publicationId: p.id,
    previousPublicationId: prev?.id ?? null,
    added: prev ? added : added,
    removed: before.size,
    changed,
    samples,
  };
}

import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client.js';
import { prepareDatabase } from './prepare.js';

/** A database URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs one statement on the server's maintenance database. */
export async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Prepares a template database on TEST_DATABASE_URL's server; each test file copies it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL!;
  const template = `bp_test_tpl_${process.pid}`;
  await admin(url, `drop database if exists ${template}`);
  await admin(url, `create database ${template}`);
  const database = openPostgres(withDatabase(url, template));
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
  project.provide('pgUrl', url);
  project.provide('pgTemplate', template);
  return () => admin(url, `drop database if exists ${template} with (force)`);
}

import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { PushConfig } from '../config';
import type { Db } from '../db/client';
import * as t from '../db/schema';

/** The key pair this deployment signs its pushes with (RFC 8292), and who runs it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const NAME = 'vapid';

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else the pair kept in the
 * database, made by the first start. Every node of a deployment reads the same row (the first
 * to insert it wins), so all sign with one key and a browser's subscription stays valid.
 */
export async function loadVapidKeys(db: Db, config: PushConfig): Promise<VapidKeys> {
  const subject = config.vapidSubject;
  if (config.vapidKeys) return { ...config.vapidKeys, subject };
  const made = webPush.generateVAPIDKeys();
  await db.insert(t.serverSecrets).values({ name: NAME, value: made }).onConflictDoNothing();
  const [row] = await db.select().from(t.serverSecrets).where(eq(t.serverSecrets.name, NAME));
  const kept = row?.value as { publicKey: string; privateKey: string } | undefined;
  if (!kept) throw new Error('The VAPID key pair could not be kept in the database');
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}

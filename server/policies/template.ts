import type { Template } from '@common/schemas/templates';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { findSavedTemplate, type TemplateRow } from '../templates/templateStore';

const owns = (userId: string, row: TemplateRow | undefined): row is TemplateRow =>
  row !== undefined && row.userId === userId;

/**
 * One of the user's saved templates, to delete it. Another user's, a missing
 * one and a built-in one (which nobody may delete) answer the same 404.
 */
export async function findOwnedTemplate(db: Db, userId: string, id: string): Promise<TemplateRow> {
  const row = await findSavedTemplate(db, id);
  if (!owns(userId, row))
    throw notFound('Template not found. Built-in templates cannot be deleted.');
  return row;
}

/**
 * A template the user may start a note from: a built-in one, or one they
 * saved. Another user's answers 404, exactly like a missing one.
 */
export async function findUsableTemplate(
  db: Db,
  userId: string,
  id: string,
  builtIn: Template[],
): Promise<Template | TemplateRow> {
  const shared = builtIn.find((template) => template.id === id);
  if (shared) return shared;
  const row = await findSavedTemplate(db, id);
  if (!owns(userId, row)) throw notFound('Template not found.');
  return row;
}

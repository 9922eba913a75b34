import { CommandError } from '../errors.js';

const INVALID_DATABASE_CHARS = /[/\\. "$*<>:|?\0]/;

export function validateDatabaseName(database: string): void {
  if (database.length === 0 || database.length >= 64 || INVALID_DATABASE_CHARS.test(database)) {
    throw new CommandError('InvalidNamespace', `Invalid database name: '${database}'`);
  }
}

export function validateCollectionName(database: string, name: string): void {
  validateDatabaseName(database);
  if (name.length === 0 || name.includes('$') || name.includes('\0') || name.startsWith('.')) {
    throw new CommandError('InvalidNamespace', `Invalid namespace specified '${database}.${name}'`);
  }
  if (database.length + 1 + name.length > 255) {
    throw new CommandError(
      'InvalidNamespace',
      `Fully qualified namespace is too long: '${database}.${name}'`,
    );
  }
}

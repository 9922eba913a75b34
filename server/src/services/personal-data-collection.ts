/**
 * One collection that holds records about a user: what the data download shows of it and how
 * deleting the account removes it.
 */
export interface PersonalDataCollection {
  /** Its key in the download. */
  name: string;
  collect(userId: string): Promise<unknown>;
  erase(userId: string): Promise<void>;
}

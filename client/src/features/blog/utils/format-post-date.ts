import moment from 'moment';

export const postDateFormat = 'DD/MMM/YYYY HH:mm:ss';

/** A post's date as the blog shows it, in the visitor's time zone: '05/Mar/2024 14:07:09'. */
export function formatPostDate(date: string): string {
  const parsed = moment(date, moment.ISO_8601);
  return parsed.isValid() ? parsed.format(postDateFormat) : '';
}

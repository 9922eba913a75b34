import { apiClient } from '../../../lib/api-client';
import { buildPost } from '../../../testing/fixtures';
import { getPosts, postsPageSize } from './posts-api';

describe('getPosts', () => {
  it('pages through every post, not only the first page', async () => {
    const total = postsPageSize * 2 + 5;
    const posts = Array.from({ length: total }, (_, index) =>
      buildPost({ _id: `p${index}`, slug: `post-${index}`, title: `Post ${index}` }),
    );
    const get = vi.spyOn(apiClient, 'get').mockImplementation((_path, options) => {
      const page = Number(options?.params?.page);
      const data = posts.slice((page - 1) * postsPageSize, page * postsPageSize);
      return Promise.resolve({
        data: { data, tags: ['Finance'] },
        status: 200,
        headers: { 'x-total-count': String(total) },
      });
    });

    const answer = await getPosts();

    expect(answer.data.map((post) => post._id)).toEqual(posts.map((post) => post._id));
    expect(answer.tags).toEqual(['Finance']);
    expect(get.mock.calls.map(([, options]) => options?.params)).toEqual([
      { page: 1, limit: postsPageSize },
      { page: 2, limit: postsPageSize },
      { page: 3, limit: postsPageSize },
    ]);
  });
});

/** Paths of the public news pages (PUB-25, PUB-26) and of a published item's images. */
export const newsPath = (id: number) => `/news-content/${id}`;
export const newsImagePath = (id: number, index = 0) => `/news-content/${id}/image/${index}`;

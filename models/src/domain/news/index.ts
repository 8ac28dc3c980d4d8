export { listNews, type ListNewsInput } from './list-news';
export { getNews } from './get-news';
export { createNews, type NewsFormFields } from './create-news';
export { updateNews, type UpdateNewsInput } from './update-news';
export { deleteNews } from './delete-news';
export { readStaffNewsImage } from './read-staff-news-image';

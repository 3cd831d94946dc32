import { NotFoundPage } from '../../components/not-found-page';

/** Any path no route knows (spec §2). */
export default NotFoundPage;

// Entry of /s/assets/notice.js: linked only by pages that hold a notice.
import { enhanceNotices } from "../notice.js";

enhanceNotices(document);

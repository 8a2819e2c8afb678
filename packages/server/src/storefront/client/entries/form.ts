// Entry of /s/assets/form.js: linked only by pages that hold a form.
import { enhanceForms } from "../form.js";

enhanceForms(document);

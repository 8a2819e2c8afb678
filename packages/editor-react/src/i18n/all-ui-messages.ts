import { provideUiMessages } from "./ui-messages";
import en from "./ui-messages-en";
import zhTw from "./ui-messages-zh-tw";

// Every language at once, for where the first load's size does not count and a render must be
// in its language at once: the server entry (renderPageToHtml) and the tests.
provideUiMessages("en", en);
provideUiMessages("zh-tw", zhTw);

/**
 * The words bench notes are written in, most frequent first (English prose of
 * the product's templates and documents, frozen here so runs stay comparable).
 * Notes draw them with Zipf's law, as natural text does.
 */
export const vocabulary = (
  'the and with one for what notes you server note day database that this not name week ' +
  'every page per start three are category description inkling only read user data date from ' +
  'next out title when app back each who why auth can device first habit journal review sign ' +
  'them today add api before code five keep point postgresql public questions search session ' +
  'set they things write address after build clear customer end list main must never node ' +
  'npm password request sentences short should started study text then through topic two use ' +
  'work behind billing book change check cues default draft embedded goal ideas its key ' +
  'lecture load markdown marketing minutes nothing offline own owner pglite plan react ' +
  'reading remember run screen second share subscription take time under users want word ' +
  'would again answers author body both checks daily did docs document done exam figures ' +
  'finished get google health how html idea into later link live meeting memory message open ' +
  'prerendered process product project rating reader reset restore route scope shared signed ' +
  'site status stripe summary table target unset uses was within without yjs all another ' +
  'architecture balancer best better biometric blog brief built class collaboration column ' +
  'compatible connections content could create days decision endpoint entry evening ' +
  'everything everywhere export extension face fill folder got gratitude habits hocuspocus ' +
  'import instances items json kept landing local lock look mail map mib missing mode mood ' +
  'morning most names now once over passkey personal portal premium proxy quotes rate reads ' +
  'reviewed right scale seed sent sessions settings sharing small something state storage ' +
  'sync tags tasks term their track trash trial try webhook well went where whole will words ' +
  'your able about account accounts across android anyone aside attachments bench books ' +
  'capture carries carry chapter chat checked checkout click client configured connected ' +
  'constants cookie cookies cornell creates dashboard decided delete deleted does doing ' +
  'driver due during easier easy editing editor edits email everyone example exits explain ' +
  'fan fast features few file fine finish focus formatted frame free front full going good ' +
  'grateful guide gzip hand hard has have helped high holds hono hsts http https images ' +
  'index input instance intention interface ios javascript joplin keys kill kind know last ' +
  'lessons like limits line log logs loopback low machine made make mark matter may measured ' +
  'medium memo migrations milestones missed moment month native need needs network new none ' +
  'ocr ones openai opening operator outline pages pass past performance person photo pick ' +
  'place plain post practice priorities prompts provider publish putting question quote real ' +
  'recommended redis reflection refuses reported revocable rich risks role router row same ' +
  'saved say says secret section security shortcuts signs someday sort sources specific ' +
  'spots sqlite stdout stops subscriptions success takes task templates terms tested tests ' +
  'than theme there these thing tls tomorrow touch transcription triliumnext txt typed ' +
  'understand unlock usage usd voice waiting way weak webauthn webhooks weekly were wins ' +
  'working works wrapper writing year yourself zip zod accepting accessibility acknowledged ' +
  'act action actions active actively adjustments adr against agenda agree agrees alone ' +
  'aloud already also always anonymous answer answered anything apis apple appreciate area ' +
  'articles assistant assumptions attempts attended attendees attention audience audio ' +
  'authorised away awkward backups bad based basics batch beat begin below benchmarks beside ' +
  'between beyond big blank blocks bodies brought browser builds bullets business cache ' +
  'cached calendar callback capacitor card case catch challenges changelog changes changing ' +
  'checklist checklists choosing chromium classmate clearly clients close closes coffee ' +
  'collab collected com command commitments common compare comparison compiled completed ' +
  'components conclusion config configurable configure connects constant container context ' +
  'continue copy copying core cores corner cost counters course covered cpp crash created ' +
  'credential cross csp css cut debian decides decisions decks define definition definitions ' +
  'delivered denial dependencies deploy detailed details devices diagrams dialect difference ' +
  'different differently digital directly disagree discussion disk dist doc documents dom ' +
  'down drizzle earn earns edit edited editors emptied empty ends energy enex enforced ' +
  'engines english enjoyed enough errands error event evernote exact examples except expect ' +
  'facilitator fact facts fair false faq feel fewer files filesystem final find flags flight ' +
  'follow forever forward forwarded fourth framework fri fun fuzzy generated gets gin ' +
  'glossary goals gone growing guilt handful handled handwriting happened hardest haves ' +
  'headers hear heat helpers helps hidden hints hold honest hook hoping host hosted icons ' +
  'idempotent ids impact implementation improve inboxes included inline insensitive inside ' +
  'install installed instant interests intervals introduction invoice just keeping keeps ' +
  'keyboard keystroke keywords label laptop lazily learned learning leave left length let ' +
  'lets level lib lighthouse likelihood limit limited limiting lines listed lists lives ' +
  'llama loader loading locally login long longer looked looking looks loose loss lost mails ' +
  'makes manifest matches mattered mdx meal measure measures menu merge messages metadata ' +
  'method milestone minute miss mobile moments mon monthly more move much multi neighbour ' +
  'neighbours newcomer nice night notice noticed notion number obsidian off older ollama ' +
  'online operating operations optional organise origin orm other others overlook owns ' +
  'package pair palette pdf phone phrasing picked pid pin planning playwright plugin port ' +
  'postgres posts practices preferences prefix prerender pretends pretty price print ' +
  'priority professionals progress projection promised publishing pure purge purged put pwa ' +
  'query quick quiet radix reach reaches reactions readers reason recommend reconnect record ' +
  'recoverable redirect redraw reduce reflect reflecting registry relationships releases ' +
  'reliability removed rendered renders repeat repetition replayed report reports repository ' +
  'reqid requests required requirement rereading response rest reviewing revoked risk ' +
  'roadmap robots rolled round routes rule running runs said samesite sanitised sat saying ' +
  'scaling scenes scheduled schema schemas script searched seconds secrets sections see sees ' +
  'self sentence seo sequential servers serves service setting several shareable shell ' +
  'shortlist shown shrink sides sigint signal signup sigterm silent since sitemap size ' +
  'skipped slash sleep smooth snapshot solve someone source spaced speaks specification ' +
  'spend sql ssr stack stakeholders starting starts stateless static stays step steps still ' +
  'stood stop stopped stopping store stores story streaks strict string students studio ' +
  'style subject subscribed succeeds suggest summarise sun supports surprising survives ' +
  'synced tag tailwind takeaway taker taking tanstack targets template ten terminal ' +
  'terminating tesseract test testimonials thanked thankful think third thoughts thu tick ' +
  'timeline tiptap toast together top topics total touches trace tracker transcriptions trip ' +
  'trusted tsvector tue turn turns type typescript unavailable unique unlimited updated ' +
  'upload uploaded uploads uri used useful usual validates validation values vanish var ' +
  'vector verb verified verifies version via virtualised visitors vite vllm wait warn web ' +
  'webassembly websocket wed whichever worked worker worth writers writes written wrong ' +
  'wrote xml yet '
)
  .trim()
  .split(/\s+/);

const rareStarts = [
  'quor',
  'brim',
  'zest',
  'plov',
  'thren',
  'glim',
  'vosk',
  'drel',
  'mirk',
  'snov',
];
const rareEnds = [
  'atine',
  'ocket',
  'umble',
  'ester',
  'ivory',
  'andel',
  'orium',
  'ishly',
  'eneth',
  'altor',
  'ipsey',
  'onder',
  'uvian',
  'askel',
  'embry',
  'idoma',
  'orrow',
  'aplin',
  'ucent',
  'effry',
];

/**
 * Words found in a handful of notes only (one note in a hundred carries one of
 * them): made-up but pronounceable, none inside another vocabulary word.
 * 200 of them, in a fixed order.
 */
export const rareWords: readonly string[] = rareEnds.flatMap((end) =>
  rareStarts.map((start) => start + end),
);

/**
 * Chinese and Japanese words for the notes written without spaces (one note in
 * a hundred), most frequent first.
 */
export const cjkWords: readonly string[] = (
  '今天 会议 项目 计划 数据库 笔记 问题 时间 用户 工作 学习 搜索 服务器 设计 文档 测试 ' +
  '朋友 家庭 旅行 音乐 读书 健康 早餐 咖啡 花园 周末 下午 晚上 明天 完成 ' +
  '東京 会社 仕事 日記 勉強 写真 天気 散歩 料理 映画 ' +
  'きょう ありがとう たのしい ノート メモ コーヒー'
)
  .trim()
  .split(/\s+/);

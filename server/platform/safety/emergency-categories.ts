import { RELATIVE } from './emergency-words';

/**
 * The concepts of each kind of emergency the detector knows (emergency-detector.ts): the
 * phrasings and signals its rules combine, one group a kind.
 */

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

export const SELF_HARM = [
  /\b(kill|killing|hurt|hurting|harm|harming|cut|cutting|hang|hanging|shoot|drown|poison|starve) (myself|himself|herself|themselves|themself|my self)\b/,
  /\bsuicid\w*\b/,
  /\bself ?harm\w*\b/,
  /\b(end|take|ending|taking) (my|his|her|their) (own )?life\b/,
  /\bend it( all)?\b(?! (with|for) )/,
  /\bending (it all|it|things|everything|my life|his life|her life)\b(?! (with|for) )/,
  /\b(thinking|thought|think|thoughts) (of|about) (ending|killing|dying|suicide|not being here|jumping|overdos\w*)\b/,
  /\b(want|wants|wanted|wanting|going|plan|planning|ready|wish) to die\b(?! (at|in) (home|peace|her sleep|his sleep|their sleep|her own|his own|their own|bed|hospital|hospice)\b)/,
  /\b(do|does|did) not want to (live|be alive|be here|go on|wake up|exist)\b/,
  /\bno longer want to (live|be alive|be here|go on)\b/,
  /\bwish (i|she|he|they) (was|were|had) (dead|never been born|not here)\b/,
  /\bbetter off (dead|without me|without him|without her)\b/,
  /\b(no|not any) (reason|point) (to|in) (live|living|going on|being alive|being here)\b/,
  /\b(life|living) (is|isnt|is not) (not )?worth (it|living)\b/,
  /\bnot worth living\b/,
  /\bcan not go on\b/,
  /\b(take|swallow|taking) all (of )?(my|her|his|the) (pills|tablets|meds|medication|medicine)\b/,
  /\b(jump|jumping) (off|in front of)\b/,
  /\b(go to sleep|sleep|fall asleep) and (not|never) wake( up)?\b/,
  /\b(nobody|no one|noone) would (notice|care|miss me)\b/,
  /\bif i (disappeared|was gone|were gone|died|was not here|were not here)\b/,
  /\bonly reason (i am|im|i) (still )?(here|alive|going)\b/,
  /\b(everyone|they|the family|my family|you all) would be better off\b/,
  /\b(tired|sick) of (living|being alive|life)\b/,
  /\b(do not|can not) see (the|a|any) point (anymore|any more|in (anything|living|life|going on|being here)|of (anything|living|life|going on))\b/,
  /\bwant (it|everything) (all )?to (stop|end)\b/,
  /\b(giving|gave|given) (\w+ ){0,2}(things|stuff|belongings|possessions) away\b/,
  /\bgoodbye (letters?|notes?|messages?|texts?)\b/,
  /\b(letters?|notes?|messages?|cards?|texts?|videos?)\b.*\b(saying|say|said|to say) goodbye\b/,
  /\b(i have|ive got|i got|i|im) (\w+ ){0,4}(pills|tablets|meds|painkillers|sleeping pills|paracetamol)\b (\w+ ){0,2}(lined up|counted out|in front of me|all out on|ready on)\b|\b(lined up|counted out) (all )?(my|the|her|his) (pills|tablets|painkillers|sleeping pills)\b/,
  /\bhelp (him|her|me|them) (to )?(die|end (it|his life|her life|their life|my life))\b/,
  /\bbetter off not (waking up|being here|being alive|alive|existing|here|around|living)\b(?! (alone|on (his|her|their) own|at home|with))/,
  /\b(disappear|vanish|go away|be gone) (for good|forever|for ever|and never come back|permanently)\b/,
  /\bnote\b.*\b(goodbye|sorry and goodbye)\b/,
  /\bsleep forever\b/,
  /\b(think|thinking|thought|thoughts|dream|dreaming) (about|of) not (going back( in)?|coming back|coming home|being (here|around|alive)|waking( up)?|carrying on|going on)\b/,
  /\b(what is|whats|where is|wheres) the point (of|in) (me|my life|living|going on|carrying on|it all|anything|being here)\b/,
  /\b(disappear forever|stop existing|not exist anymore|cease to exist)\b/,
  /\b(have|got|with) (the |my |her |his )?(pills|tablets|rope|gun) ready\b/,
  /\bdone with (everything|life|it all|living)\b/,
  /\b(driving|drive|crash\w*|steer\w*) (my car |the car )?into (a|the) (wall|tree|river|lorry|truck|bridge|sea)\b/,
  /\b(step|walk|jump)\w* in front of (a|the) (bus|train|car|lorry|truck)\b/,
  // Despair beside the means: "i cant keep doing this. i have the pills".
  /\b(can not|could not) (keep (doing|going|on)|do this|go on|carry on|cope|take (it|this|any more|anymore))\b.*\b(i have|i ve got|ive got|i got|got|have|with) (the|my|all (the|my)|enough|his|her) (pills|tablets|meds|painkillers|sleeping pills|insulin|rope|gun)\b|\b(i have|ive got|i got|got) (the|my|all (the|my)|enough|his|her) (pills|tablets|meds|painkillers|sleeping pills|insulin|rope|gun)\b.*\b(can not|could not) (keep (doing|going|on)|do this|go on|carry on|cope|take (it|this|any more|anymore))\b|\bi am done\b.*\b(pills|tablets|rope|gun|bridge|end it)\b/,
  // Looking up a method: "googling how many pills it would take", "a lethal dose".
  /\bhow (many|much) (\w+ ){0,2}(it would take|would it take|would kill|(it )?takes to (die|kill)|to (die|kill|end it|not wake up))\b|\b(lethal|fatal|deadly) (dose|amount|overdose)\b|\b(googl\w*|search\w*|look\w* up|read\w* up|research\w*) (\w+ ){0,3}(ways to die|how to (die|end it|kill myself)|painless ways|suicide)\b/,
  /\bwant (out|to go|to leave|to be gone|to get out) (for good|forever|for ever|permanently|of (this|life) for good)\b/,
  // Harm planned as an accident: "crashing the car on purpose", "swerve into a lorry deliberately".
  /\b(crash\w*|swerv\w*|steer\w*|driv\w* off|drove off|walk\w* out|step\w* out|jump\w*|overdos\w*|cut\w*|burn\w*) (\w+ ){0,4}(on purpose|deliberately|intentionally)\b/,
  /\b(might as well|would rather|rather) (be )?(dead|die|not be here|not wake up)\b/,
  /\b(pills|tablets|meds|medication|medicines|sleeping pills|painkillers) (\w+ ){0,2}(saved|stockpiled|hoarded|stashed|put aside|hidden away)\b|\btonight is the night\b/,
  /\b(jump|jumping|throw (herself|himself|myself)) (out|off|from) (of )?(the|a|her|his|my) (window|balcony|bridge|roof|building|cliff|car park)\b/,
  /\b(going to|gonna|will|wants to|want to|threatening to|threatened to) (jump|end it|end (my|his|her) life|hang|overdose|take all)\b/,
  /\b(plastic )?bag over (his|her|my) head\b/,
  /^(?=.*\b(pills|tablets|meds|medication|painkillers|sleeping pills)\b).*\b(i am|im|i will|ill|i m) (going to|gonna|about to) (take|swallow|down) (them|them all|all of them|the lot)\b(?! (to|out|for|with|home|back|round|shopping|in|off|away|up|down|along))/,
  /\b(going to|gonna|will|want to|wants to|thinking of|about to) (take|swallow|down) (the lot|them all|all of them|all my|all his|all her|the whole (lot|box|bottle|packet))\b/,
  /\b(have|got|bought|found|has) (a |the )?(rope|noose|gun|shotgun|pills ready|razor blades?)\b.*\b(can not|cannot|end|keep going|anymore|any more|done|goodbye|garage|tonight)\b|\b(can not|cannot) (keep going|go on|carry on)\b.*\b(rope|noose|gun|pills|bridge|tablets)\b/,
  /\bwalking into the (sea|river|lake|water|traffic)\b|\bwalk into the (sea|river|lake|water|traffic)\b/,
  /\b(worked out|figured out|planned|planning|know|knows|decided) (exactly )?how (i|id|i would|he|she|they|hed|shed|he would|she would) (would )?(do it|end it|go|kill)\b/,
  /\b(a|the|my|his|her) (plan|way) to (end it|die|kill|do it|go)\b/,
  /\b(thinking|thought|think) (of|about) (taking|swallowing|using) (it|them|the lot|all of (it|them)|his \w+|her \w+) (myself|herself|himself)\b/,
  /\b(take|taking|swallow|swallowing) (it|them|the lot|all of (it|them)) (myself|herself|himself)\b/,
  /\b(i am|im|he is|she is|they are) (standing|sitting|stood|sat|up) (on|at|by) (the |a )?(bridge|edge|ledge|cliff|roof|rooftop|top of|platform|tracks|railway|car park roof)\b/,
  /\b(been |started |keep |keeps |is )?(cutting|burning|hurting|harming|scratching) (again|myself|herself|himself|my (arms?|legs?|wrists?)|her (arms?|legs?|wrists?)|his (arms?|legs?|wrists?))\b/,
  /\bcut (his|her|my|their) (wrists?|arms?|throat)\b/,
  /\b(gave|giving|given|give) away (all )?(his|her|my|their) (\w+ )?(medals|things|stuff|belongings|possessions|jewel\w*|watch|ring|savings|tools|books|records|clothes|pets?|dog|cat)\b/,
  /\b(wrote|writing|written|left) (\w+ ){0,2}(letters?|notes?) (to|for) (each|every|all) of (us|them|you)\b/,
  /\b(said|saying|says) goodbye (to everyone|to all|to us|to each)\b/,
  /\b(would be|are|were|be) better off without (me|him|her|them)\b/,
  /\b(would|will|d|wd) (all )?(be|do|manage|cope) (just )?(fine|ok|okay|alright|all right|happier|better|easier|great) without me\b|\b(life|things|everything) (would|will) be (so much |much |a lot )?(easier|better) (for (them|everyone|the kids|my \w+) )?without me\b/,
  /\b(no|not any|no more) point (in )?(me |him |her )?(being here|living|going on|carrying on|waking up)\b/,
  /\b(hang|hanged|hanging|hung) (herself|himself|myself|themselves)\b|\btried to hang\b|\b(noose|rope around)\b/,
  /\b(tried|trying|try|attempted|attempt) to (end|take) (it|her life|his life|my life|their life)\b|\b(tried|attempted) suicide\b/,
  /\b(end|ending|end it) before (the|this|his|her|my) (dementia|disease|alzheimers|illness)\b/,
  /\b(killing|kill|killed) (myself|himself|herself)\b|\bthinking about (killing|ending|dying)\b/,
  /\bnot (wake|waking) up\b.*\b(hiding|hid|saving|stockpil\w*|pills|tablets)\b/,
  /\bwant (it|this|everything) (all )?to (stop|end|be over)\b/,
  /\b(drive|driving|drove|walk|walking) into the (river|sea|lake|canal|water|traffic)\b/,
  // Pills hidden to avoid taking them ("in her cardigan", "how do i get her to take them") are
  // a common refusal in dementia, not a stockpile.
  /\b(saving|saved|stockpiling|stockpiled|hoarding|hoarded|collecting|collected|stashing|stashed|hiding|hidden|keeping) (up )?(\w+ ){0,2}(pills|tablets|meds|medication|medicines|sleeping pills)\b(?! (for|to take to) (the )?(pharmacy|pharmacist|doctor|chemist|disposal))(?! in (her|his|their) (mouth|cheeks?|pockets?|cardigan|sleeve|bra|napkin|tissue|handbag|food|tea))(?!.*\b(get|make|help|persuade|encourage) (her|him|them) (to )?(take|swallow)\b)/,
];

/** Warning signs (Samaritans, 988) that count when described, not when asked about. */
export const SELF_HARM_SIGN = [
  // Feeling trapped (988, Samaritans): "i can't see a way out", "there's no way out".
  /\b(do not|can not|could not|does not) see (a|any|the) way out\b|\bno way out\b|\btrapped with no\b/,
  // Looking at a drop or a line and wondering: a method considered, said sideways.
  /\b(i|ive|i have|i keep|i been|im|i am|i was)\b.*\b(look\w*|star\w*|stood|standing|stop\w*|linger\w*|park\w*) (\w+ ){0,2}(at|on|by|over|near) (the|that|a) (bridge|railway|tracks|train line|cliff|edge|river|canal|motorway|drop|ledge|car park roof|multi storey|pylon)\b.*\b(wonder\w*|think\w*|tempt\w*|how easy|how quick|what if|jump\w*|long time|again)\b/,
  /\b(being|am|is|feel like|feels like|felt like|just) a burden\b/,
  /\b(i|he|she) (can not|could not) (do|take|cope with) (this|it|any of this) (anymore|any more)\b.*\b(how|plan|pills|end|way out|rope|bridge|gun)\b/,
];

export const CAREGIVER_RISK = [
  /\b(afraid|scared|worried|terrified|frightened|fear|think|feel like|worry) (that )?(i|ill|i will|i might|i may|im going to|i am going to|i could|i would|i will end up) (\w+ ){0,2}(hurt|harm|hit|shake|slap|strangle|smother|snap|lose it|lose control|do something|kill|push|lash out)\b/,
  /\bi (almost|nearly|just|already|have|actually) (hit|hurt|slapped|shook|pushed|shoved|grabbed|smacked|pinched|smothered|strangled|suffocated|choked|drowned|kicked|punched|throttled)\b/,
  /\b(i am|im|i will|ill) (going to|gonna) (hurt|hit|kill|smother|strangle|slap) (him|her|them)\b/,
  /\bi (want|wanted|feel like|could|nearly|almost) (to )?(hit|hurt|shake|slap|strangle|smother|kill|throttle|thump|wallop|punch|shove|hitting|hurting|shaking|slapping|strangling|smothering|killing|throttling|thumping|punching|shoving) (her|him|them|my|mom|mum|dad)\b|\bi (could|want to|feel like i could) (wring|break) (his|her|their) (neck|necks)\b/,
  /\b(losing|lost|lose) (control|it|my temper) and (hit|slapped|shook|pushed|shoved|grabbed)\b/,
  /\bi (am|m) losing control\b/,
  /\bi am going to snap\b/,
  /\b(scared|afraid|worried|terrified|frightened) (of )?what (i|ill|i will|i might|i would|i could) (do|be capable of)\b/,
  /\b(do not|can not) trust myself (with|around|near)\b/,
  /\bscared of myself\b/,
  /\bi (shook|hit|slapped|pushed|shoved|grabbed|smacked|pinched|kicked|shouted at|screamed at) (her|him|them|mum|mom|dad|my (mother|father|mom|mum|dad|husband|wife|partner|grandma|grandpa|nan|gran))\b/,
  /\b(might|could|will|going to|am going to) do something (i|i will|ill) (regret|will regret)\b/,
];

export const UNRESPONSIVE = [
  /\b(unconscious|unresponsive|passed out|fainted|blacked out|lifeless|no pulse|not conscious)\b/,
  /\b(not|will not|does not|is not|can not|could not|stopped) (responding|respond|wake|waking|wake up|waking up|come round|come to)\b/,
  /\b(not responding|not waking)\b/,
  /\b(not|is not|stopped|no longer) (breathing|breathe)\b/,
  /\b(will not|can not) wake (him|her|them)\b/,
  /\b(can not|could not|unable to|not able to) (bring|get|rouse|wake) (him|her|them) (round|around|to|up)\b/,
  /\b(has not|have not|had not|not) (woken|woke|come round|come to|stirred)( up)?\b.*\b(since|for (\d+|hours|ages|two|three|a day)|all (day|morning|afternoon)|hours)\b/,
];

export const BREATHING = [
  /\b(can not|could not|struggling to|trouble|difficulty|hard to|will not|barely|gasping for|struggling for|fighting for) (breathing|breathe|breath|air)\b/,
  /\b(gasping|wheezing|breathless|short of breath|out of breath|turning blue|blue lips|choking for air)\b/,
  /\blips (are|look|looks|turned|went|going|turning) (blue|purple|grey|gray)\b/,
  /\bbreathing (is |was |sounds |seems |looks )?(really |very |so )?(strange|weird|funny|fast|rapid|noisy|shallow|heavy|odd|labored|laboured|rattly|bad|wrong|slow|oddly|strangely|weirdly|funnily|heavily|noisily|badly|quickly|slowly|shallowly|hard)\b/,
  /\bcan not (get|catch) (her|his|their|my) breath\b/,
  /\b(stops|stopping|keeps stopping) breathing\b/,
  /\bbreathing (keeps |has |is )?(stopping|stopped|stops|pausing|pauses)\b/,
  /\b(gasps|gasped|panting|puffing|rattly|rattling|wheezy|wheeze)\b/,
  /\b(lips|face|fingers|fingertips|nails|mouth|tongue|ears) (\w+ ){0,3}(blue|bluish|purple|grey|gray|ashen|dusky)\b/,
  /\b(blue|bluish|purple|grey|gray) (round|around) (the|her|his) (mouth|lips)\b/,
  /\b(chest|ribs|stomach|belly) (\w+ ){0,2}(sucking in|caving in|heaving)\b/,
  /\b(can not|could not|unable to|struggl\w* to|will not) (finish|say|get) (a |her |his |their )?(sentence|words? out|sentences)\b.*\bbreath\w*\b|\bbreath\w*\b.*\b(can not|could not) (finish|say) (a |her |his )?sentence\b/,
  /\b(sounds?|looks?|seems?) (like|as if) (he is|she is|they are|he s|she s|hes|shes) (drowning|suffocating|choking|gargling)\b|\b(suffocating|smothering) (feeling|sensation)\b|\b(feels?|feeling) like (he is|she is|they are|i am) (drowning|suffocating)\b|\bsays? (he is|she is|hes|shes|they are|i am|im) (drowning|suffocating)\b/,
  /\b(breath|breathing|breathe)\b.*\b(fast|rapid|shallow|noisy|slow|struggl\w*|hard|labou?red|bubbly|gurgl\w*|rattl\w*|panick\w*|fighting|upright)\b/,
  /\b(can not|could not|not) (get|getting) (enough )?(air|breath|oxygen)\b|\bnot enough air\b/,
  /\b(oxygen|inhaler|nebuli[sz]er|puffer)\b.*\b(not (working|helping)|stopped|run out|ran out|broken|is not helping|doesnt help|does not help)\b/,
];

/** Out of breath with effort, as a habit: "gets breathless walking upstairs". */
export const EXERTION =
  /\b(gets?|getting|goes|went) (a bit |quite |very |really |so )?(breathless|out of breath|short of breath|puffed( out)?|winded|wheezy)\b (\w+ ){0,2}(walking|on the stairs|going up|climbing|up (hills?|the stairs|stairs)|upstairs|when|after|if|with|doing)\b/;

export const CHOKING = [
  /\bchok(e|es|ed|ing)\b(?! (me|us|him|her|them|my|the (dog|cat|baby)))/,
  /\b(stuck|lodged) in (her|his|their|the|my) (throat|windpipe)\b/,
  /\bfood (is |got )?stuck\b/,
  /\b(coughing|gagging|spluttering|retching) (on|after) (her|his|their|the|a|some) (food|dinner|lunch|breakfast|drink|water|tea|meal|pill|tablet)\b/,
  /\b(grape|sweet|candy|meat|bread|pill|tablet|food|piece|bone|lozenge|biscuit|crisp|nut|peanut|apple|sausage|chicken|steak)\b.*\bstuck\b/,
  /\b(swallowed|swallowing|ate|eaten|inhaled|breathed in) (a|an|the|her|his|their|some|my) (coin|button|key|ring|earring|screw|nail|pin|marble|bead|bottle top|lid|cap|denture|dentures|tooth|plate|magnet|hearing aid|sponge|piece of (plastic|glass|metal|foil))\b/,
  /\bcan not (cough|speak|talk) (and|or) (breathe|breath)\b/,
  /\b(clutching|holding|grabbing|gripping|hands (on|at|round|around)) (her|his|their|the) (throat|neck)\b/,
  /\b(high pitched|squeaky|whistling|gurgling|crowing) (noise|sound|breath\w*)\b/,
  /\b(gone down|went down|going down|go down) (the )?wrong( way| hole| pipe| throat)?\b/,
  /\b(stuck|lodged) in (her|his|their|the) (throat|mouth|windpipe|chest)\b|\bsomething stuck\b/,
  /\b(grape|sweet|candy|meat|bread|pill|tablet|food|piece|bone|lozenge|biscuit|crisp|nut|peanut|apple|sausage|chicken|steak|dentures?|teeth|button|coin|sandwich|porridge|toffee|marshmallow)\b.*\b(can not (breathe|speak|talk|cough)|not breathing|turning (blue|purple|red)|going (blue|purple|red)|gagging|gurgling)\b/,
  /\b(eating|ate|dinner|lunch|breakfast|meal|bite|mouthful|swallow\w*|drink|pills?|tablets?|food)\b.*\b(can not (breathe|speak|talk|cough)|(unable|not able) to (breathe|speak|talk|cough)|(turning|going) (blue|purple|grey)|gagging|high pitched)\b|\b(can not (breathe|speak|talk|cough)|(unable|not able) to (breathe|speak|talk|cough)|gagging)\b.*\b(eating|ate|dinner|lunch|breakfast|meal|bite|mouthful|swallow\w*|drink|pills?|tablets?|food)\b/,
];

export const SEIZURE = [
  /\b(seizure|seizures|seizing|convulsing|convulsions|convulsion|fitting)\b/,
  /\b(having|had|has had|just had) an? (fit|seizure|convulsion)\b/,
  /\bshaking (all over|uncontrollably|violently|and jerking|and will not stop)\b/,
  /\b(jerking|twitching) (all over|uncontrollably|and)\b/,
  /\beyes (rolled|rolling|are rolling) back\b/,
  /\b(twitching|jerking|shaking) on one side\b/,
  /\bstaring (spell|spells|blankly|into space|and (will not|not|does not) (answer|respond))\b/,
  /\blip smacking\b/,
  /\b(foaming|frothing|foam|froth) (at|from|coming from|round) (the|her|his|their) mouth\b/,
  /\b(shaking|twitching|jerking|convulsing)( and (shaking|twitching|jerking))? for (\d+|a few|several|five|ten|two|three) (minutes|mins)\b/,
  /\bwent (stiff|rigid) and\b/,
  /\b(went|gone|is|was) (stiff|rigid) (and |then )?(jerk\w*|shak\w*|twitch\w*)\b|\b(stiff|rigid) and (jerky|jerking|shaking)\b/,
  /\b(having|had|keeps having|keep having|another|more) (fits|seizures|convulsions|a fit)\b|\b(one fit|fit) after (another|fit)\b/,
  /\b(fitting|fits|fit|jerking|shaking|seizure)\b.*\b(minutes|mins|one after another|not (woken|waking|come round)|will not (wake|come round)|bit (her|his) tongue|wet (her|him)self|first time|never (done|had) (this|one))\b/,
  /\b(arms and legs|whole body|all over) (are |is )?(jerking|shaking|twitching|convulsing)\b/,
  /\bstopped (shaking|jerking|fitting) but\b.*\b(not (waking|woken|responding)|will not wake|still not)\b/,
  /\beyes (roll\w*|rolled)\b/,
  /\b(\d+|two|three|four|several|more|lots of|many) (fits|seizures|convulsions)\b/,
];

export const HEART_OR_STROKE = [
  /\b(having|is having|just had|has just had|has had|had|think (he|she|they|\w+) (had|has had|is having)|might be having|may be having|could be having|is this|is it|is that|was that|was it|could that be|could it be|maybe|like|looks like|signs of) an? (mini |small |another |massive )?(stroke|heart attack|tia)\b/,
  /\b(face|mouth|smile|lip|eye|eyelid) (\w+ ){0,2}(drooping|droops|drooped|droopy|sagging|fallen|lopsided|crooked|wonky|uneven)\b/,
  /\b(drooping|droopy|lopsided|crooked|one sided|wonky) (face|mouth|smile)\b/,
  // One side not working (BE FAST): "can't move her right side", "his left side has gone weak".
  /\b(can not|could not|unable to|not able to|will not|does not) (\w+ )?(move|lift|use|feel|grip with|raise) (her|his|their) (right|left) (side|arm|leg|hand|foot)\b|\b(right|left) side (of (her|his|their) (body|face) )?(is |has |has gone |went |gone |feels )?(weak|numb|dead|heavy|floppy|limp|useless|not working|stopped working|paralysed|paralyzed)\b/,
  /\bslurr(ed|ing)\b/,
  /\b(words|speech|talking|voice) (are |is |was |went |came out |come out |sound |sounds |suddenly )?(all |really |very |so )?(jumbled|garbled|wrong|muddled|strange|slurred|gone|weird|funny|odd|nonsense)\b/,
  /\bsuddenly (can not|unable to|could not) (speak|talk|move|see|walk|lift|understand|raise)\b/,
  /\b(can not|could not|unable to) (lift|raise|move|feel|use) (her|his|their) (right |left )?(arm|leg|hand|side)\b/,
  /\b(arm|leg|side|hand|face) (went|is|has gone|goes|suddenly|feels) (numb|weak|limp|dead|floppy)\b/,
  /\bsudden (weakness|numbness|severe headache|worst headache|blindness)\b/,
  /\bworst headache\b/,
  /\b(left arm|jaw)\b.*\b(hurt|hurts|hurting|pain|pains|ache|aches|aching|numb)\b/,
  /\b(hurt|hurts|pain|pains|ache|aching)\b.*\b(left arm|jaw)\b/,
  /\b(indigestion|heartburn)\b.*\b(grey|gray|pale|sweat\w*|clammy|breathless)\b/,
  /\bpain (in|down|across) (his|her|their|my|the) (left )?(chest|jaw)\b/,
  /\b(face|mouth|smile|lip|eye|eyelid|cheek)s? (\w+ ){0,2}(dropped|dropping|drops|fallen|slipped|twisted|crooked|wonky|sagging|droopy|drooping|gone (funny|weird|floppy|numb))\b/,
  /\b(one|left|right) side (of (his|her|their|the) (body|face|mouth))? ?(\w+ ){0,3}(will not work|does not work|not working|has gone|gone|numb|weak|dead|floppy|limp|paralys\w*|useless|drooping|dropped|fallen)\b/,
  /\b(on|down) one side\b.*\b(face|mouth|arm|leg|weak|numb|droop\w*|dribbl\w*|drool\w*)\b|\b(face|mouth|arm|leg|weak|numb|droop\w*|dribbl\w*|drool\w*)\b.*\b(on|down) one side\b/,
  /\b(words|speech|talking) (are |is )?(coming out |come out )?(wrong|jumbled|garbled|nonsense|slurred|gibberish)\b|\b(talking|speaking) gibberish\b|\bcan not (get|find) (her|his|their|the|any) words out\b|\bcan not say words\b/,
  /\b(arm|hand|leg)s? (is |has |went |gone |feels )?(floppy|limp|numb|dead|weak|heavy|useless)\b.*\b(suddenly|dropped|can not|face|speech|talk\w*|words)\b/,
  /\b(dropped|drops) (her|his|their|a|the) (cup|mug|glass|fork|spoon|phone)\b.*\b(arm|hand|floppy|limp|weak|numb|grip)\b/,
  /\bsuddenly\b.*\b(can not see|blind|lost (her|his) (sight|vision)|double vision|numb|weak|can not (speak|talk|walk|stand|grip)|headache)\b/,
  /\b(crushing|squeezing|tight|heavy|pressing|burning|elephant)\b.*\bchest\b|\bchest\b.*\b(crushing|squeezing|tight|heavy|pressing|burning|elephant)\b/,
  /\b(grey|gray|ashen|pale|clammy|sweaty|sweating|cold sweat|sweating buckets)\b.*\b(arm|jaw|shoulder|back|neck|chest|indigestion)\b.*\b(ache|aches|aching|pain|hurts|hurting|sore|heavy)\b|\b(arm|jaw|shoulder|neck)\b.*\b(aches?|aching|pain|hurts)\b.*\b(grey|gray|pale|clammy|sweat\w*|sick)\b/,
  /\b(heart|pulse) (is )?(racing|pounding|going (really |very |so )?fast|very fast|all over the place|irregular|fluttering)\b/,
  /\b(angina|gtn) spray\b.*\b(not|is not|did not|does not) (help|work)\w*\b|\bspray (is not|isnt|not|did not) help\w*\b/,
  /\bpain between (her|his|their|the) shoulder ?blades\b/,
  // BE FAST balance: leaning or sliding to one side with a weak hand.
  /\b(leaning|leans|slumping|slumped|tilting|tilted|sliding|slid|listing|veering|falling|keeling) (over )?(to|towards) (one|the (left|right)) side\b.*\b(can not|could not|unable to|will not) (hold|grip|lift|use|raise)\b|\b(can not|could not|unable to) (hold|grip|lift)\b.*\b(leaning|slumping|tilting|sliding|veering) (over )?to one side\b/,
];
/** Stroke signs that are also everyday dementia: only when they came on suddenly. */
export const STROKE_IF_SUDDEN = [
  /\b(can not|could not|unable to) (grip|hold|lift|move|feel|use)\b.*\b(right|left|one) (hand|arm|leg|side)\b/,
  /\b(walking|staggering|swaying|stumbling|talking|speaking|sounds|sounding|slurring|acting) (\w+ )?like (he|she|they) (is |are |s |has been |had )?(drunk|been drinking|had a few)\b/,
  /\b(bumping|walking|banging) into (things|walls|doors|furniture|everything)\b/,
  /\b(can not|could not|does not|unable to|suddenly can not) understand (a word|a thing|anything|what|me|us|words)\b/,
  /\bstopped (talking )?(mid|in the middle of a|halfway through a) (sentence|word)\b/,
  /\bcan not (find|get) (his|her|their) words\b/,
  /\b(face|mouth|smile) (looks|is|went|seems) (odd|funny|strange|weird|different|wrong)\b/,
  /\b(vision|sight|eyesight) (went|is|has gone|got|going) (blurry|blurred|dark|double|funny)\b/,
  /\b(losing|lost) (her|his|their) balance\b/,
];
export const CHEST = /\bchest\b/;
export const CHEST_SIGN =
  /\b(holding|clutching|grabbing|gripping|clasping|pale|sweating|sweaty|clammy|grey|pain|pains|hurts|hurting|tight|tightness|pressure|heavy|crushing|ache|aching|discomfort|squeez\w*|burning)\b/;

export const POISONING = [
  /\b(took|taken|swallowed|ate|eaten|drank|drunk|had|has had|given|gave (her|him|them)|i gave|we gave) (too many|too much|all (of )?(her|his|the|their|my)|a double dose|double (the |her |his )?dose|twice the dose|an extra dose|two doses|extra (pills|tablets|doses)|the whole (bottle|pack|packet|box)|a handful of|the wrong(?! (turning|turn|bus|train|road|way|exit|coat|shoes|keys|bag|route|direction|door|house|car|stop|platform|flight|name|day|time|seat))|someone elses|somebody elses|another persons|my|your)\b/,
  /\b(took|taken|swallowed|ate|eaten|had|has had) (a bunch of|a lot of|lots of|loads of|several|many|a few|some of|a load of|most of|both of|all the|a pile of|a fistful of|half (a|the|of the|her|his) (pack|packet|box|bottle|strip|tub|jar) of|a (pack|packet|box|bottle|strip|tub|jar) of) (\w+ ){0,2}(pills|tablets|capsules|meds|medication|medications|medicine|medicines|gummies|patches)\b/,
  /\b(gave|given|give|took|taken|had) (\w+ ){0,3}(pills|tablets|meds|medication|medicine|dose|doses|insulin|patch) (twice|two times|2 times|again by mistake|by mistake|double)\b/,
  /\b(gave|given|took|taken|had) (\w+ ){0,2}wrong (pills|tablets|meds|medication|medications|medicine|medicines|dose|doses|insulin|patch|tablet|pill)\b/,
  /\bswallowed (a |the |her |his |their |my )?(bottle|packet|pack|box|blister pack|strip|battery|batteries|pills|tablets)\b(?! (fine|ok|okay|well|easily|no problem|without (a |any )?(fuss|problem|trouble|bother)|at last|finally|for once|for me|with (water|juice|yoghurt|yogurt|jam)))/,
  /\b(pills|tablets|meds|medication|medicine) (are|is) (missing|gone) from (the|her|his|their) (bottle|box|organizer|organiser|pack)\b/,
  /\boverdos\w*\b/,
  /\b(overdid|overdone|overdoing|double dosed|double dosing|doubled up on|necked|downed|gulped|scoffed) (\w+ ){0,4}(pills|tablets|meds|medication|medicine|medicines|painkillers|dose|doses|patches|insulin|morphine|co codamol|paracetamol|packet|box|bottle|strip)\b|\b(double dosed|double dosing|doubled up)\b.*\b(morphine|insulin|meds|pills|tablets|medicine|warfarin|dose)\b/,
  /\b(gave|given|had|took)\b.*\b(then|and|also|after)\b.*\b(gave|given|has given|had|took) ((her|him|them|it) )?(more|another|again|some more|a second (dose|lot)|them too|it too|as well|the same)\b|\b(both|two of us|each) (gave|given|have given) (her|him|them)\b/,
  /\b(blister pack|dosette|pill (box|organi[sz]er)|weekly (pack|box))\b.*\b(empty|emptied|all gone|gone)\b.*\b(only|should|still|too soon|early|week)\b/,
  /\bgot (into|hold of|at) (the |my |her |his |their |our |\w+s )?(\w+ )?(pills|tablets|meds|medicine|medicines|medication|sleeping pills|painkillers|medicine (cupboard|cabinet)|pill (box|bottle)|patches)\b/,
  /\b(swallowed|drank|ate|eaten|drunk|drinking|eating) (some |the |a bit of |a lot of |some of the )?(\w+ )?(bleach|cleaner|cleaning|detergent|batteries|battery|poison|chemicals|antifreeze|weed killer|dishwasher|washing up|laundry|pods|shampoo|soap|paint|white spirit|mouthwash|perfume|powder|liquid|fluid|softener|descaler|polish|spray|lotion|rat poison|lighter fluid)\b/,
  /\bpoisoned\b/,
  /\b(swigs?|gulps?|mouthfuls?|sips?|drinks?|taste|lick|licks|bits?|some) of (the |some |a |her |his )?(\w+ )?(bleach|cleaner|detergent|antifreeze|weed ?killer|white spirit|turps|turpentine|descaler|disinfectant|dettol|rat poison|lighter fluid|paint|washing up liquid|softener|polish|pesticide|slug pellets|mouthwash|perfume|aftershave|e ?cig liquid|vape liquid|methylated spirits?|meths|surgical spirit|rubbing alcohol|nail varnish remover|acetone|lamp oil|paraffin|screen ?wash)\b|\b(bleach|cleaner|detergent|antifreeze|weed ?killer|white spirit|turps|descaler|disinfectant|dettol|rat poison|slug pellets|pesticide|methylated spirits?|meths|surgical spirit|rubbing alcohol|nail varnish remover|acetone|lamp oil|paraffin|screen ?wash)\b.*\b(swallow\w*|drank|drunk|drinking|ate|eaten|eating|sipped|sipping|swigged|swigging|gulped|gulping|licked|tasted|in (her|his|their) mouth)\b|\b(sipping|swigging|drinking|gulping|drank|swallowed|sipped|swigged) (the |some |a bit of |her |his )?(methylated spirits?|meths|surgical spirit|rubbing alcohol|bleach|antifreeze|white spirit|turps|screen ?wash|paraffin|lamp oil|acetone)\b/,
  /\bempty (packet|bottle|box|blister pack|pack|strip|tub) (of )?(\w+ ){0,2}(pills|tablets|meds|medication|medicine|paracetamol|painkillers|sleeping pills)\b/,
  /\b(ate|eaten|chewed|chewing|swallowed|sucking|sucked|in (her|his|their) mouth)\b.*\b(patch|patches|battery|batteries|cream|gel|pods?)\b/,
];
/** Taking a medicine, a medicine, and too much or the wrong one: anywhere in the message. */
export const INGEST =
  /\b(been taking|found|wearing|has on|had on|took|taken|swallowed|swallowing|ate|eaten|eating|chewed|chewing|had|has had|gave|given|drank|drunk|popped|popping|put on|stuck on|applied|injected|used|got into|mixed up|mixed)\b/;
export const MEDICINE =
  /\b(pills?|tablets?|capsules?|meds|medication|medications|medicine|medicines|paracetamol|tylenol|acetaminophen|ibuprofen|advil|aspirin|insulin|patch|patches|fentanyl|morphine|oxycodone|codeine|opioids?|sleeping pills|blister pack|dose|doses|dosette|pill box|pillbox|prescription|antidepressants?|sedatives?|warfarin|donepezil|aricept|memantine|quetiapine|seroquel|lorazepam|diazepam|blister packs|dosettes?|pill (box|organi[sz]er)|morning (dose|pills|tablets|meds)|evening (dose|pills|tablets|meds)|night (dose|pills|tablets|meds)|heart pills|sleeping tablets|painkillers|co codamol|tramadol|methotrexate|digoxin|lithium|apixaban|rivaroxaban|metformin|gliclazide)\b/;
export const EXCESS =
  /\b(half (a|the|of the|her|his|their) (pack|packet|box|bottle|strip|tub|jar|blister)|(a|the|her|his|their|whole) (pack|packet|box|bottle|strip|tub|jar)s? of|in one go|in one sitting|all in one|all together|(a|the|her|his|their) weeks? (of|worth)|do not know how (many|much)|does not know how (many|much)|no idea how (many|much)|not sure how (many|much)|how many (she|he|they) (had|took|has had|has taken)|should (only )?(be|have) (one|1)|only supposed to (have|take|be) one|too many|too much|all (of )?(her|his|the|their|my|this|these|those|a|the weeks|this weeks)|at once|whole|\d+|ten|twenty|double|twice|again|extra|another|wrong|someone elses|somebody elses|another (client|persons|residents|patients)|not (hers|his|theirs)|by mistake|accidentally|by accident|handful|handfuls|bunch|lots|a lot|loads|overdose|like sweets|like candy|been drinking|alcohol|wine|beer|whisky|whiskey|vodka|gin|drunk|together|instead of|(weeks?|days?|months?) worth|whole (week|weeks|day|days|month|pack|box|bottle|strip)|two|three|four|five|six|both|spare|mine|my (husbands|wifes|mums|moms|dads)|(her|his|their) (husbands|wifes|mums|moms|dads)|mums|moms|dads|tonights and tomorrows|todays and tomorrows)\b/;

export const FIRE_OR_GAS = [
  /\b(on fire|caught fire|catching fire|set fire|started a fire|a fire in|fire in the|flames|ablaze)\b/,
  /\b(house|kitchen|room|flat|apartment|pan|pot|toaster|curtains) (is |are )?(burning|on fire|in flames)\b/,
  /\bsomething (is )?burning\b/,
  /\bsmells? (of |like )?(smoke|burning|gas)\b/,
  /\bsmell (of )?(smoke|burning|gas)\b/,
  /\bsmoke (everywhere|coming|is coming|filling|in the|pouring)\b/,
  /\b(fire|smoke) alarm (is )?(going off|beeping|sounding)\b/,
  /\bgas (leak|leaking|smell|is on|was on|left on|on all)\b/,
  /\bleft the (gas|stove|oven|hob|burner|cooker|grill) on\b/,
  /\b(smoulder\w*|smolder\w*|sparks|sparking|burning smell)\b/,
  /\b(full of|filling with|filled with|thick) smoke\b/,
  /\b(there is|theres|we have|got) a fire\b/,
  /\b(rotten eggs?|smells? like eggs?|fumes)\b/,
  /\bboiler\b.*\b(smell\w*|hissing|leak\w*|fumes)\b/,
  /\b(alight|set light to|on fire)\b/,
  /\b(carbon monoxide|co alarm|co detector|co2 alarm|monoxide alarm)\b/,
  /\b(oven|stove|hob|cooker|heater|gas|grill|iron) (has been|was|is|been|was left|has been left|left) (on )?(on )?(all night|all day|for hours|since)\b/,
  /\bcaught (her|his|their|the) (\w+ )?(blanket|clothes|sleeve|curtains|dressing gown|robe|hair|chair|sofa|bed)\b/,
  /\b(curtains?|table ?cloth|tea ?towels?|towel|blanket|duvet|sleeve|dressing gown|robe|nightie|nightdress|hair|paper|newspaper|bin|sofa|settee|chair|bed|mattress|rug|carpet|clothes|oven gloves?|napkins?|cushion|lampshade|christmas tree)s? (has |have |had |just |then )?(caught|went up|gone up|lit up|ignited|went up in flames)\b/,
  /\b(set|sets|setting) (the |her |his |a |my )?(\w+ )?(alight|on fire|ablaze)\b/,
  // "The toaster set the curtains going": things that burn, set going or burning.
  /\b(set|sets|setting|got|gets) (the |her |his |a |my |our )?(curtains?|blinds?|table ?cloth|tea ?towels?|towels?|bin|sofa|settee|chair|bed|mattress|rug|carpet|paper|newspaper|blanket|duvet|cushions?|lampshade|christmas tree|hair|sleeve|clothes|dressing gown|fat|oil|chip pan|pan|toaster|kitchen|house|room) (going|burning|alight|smoking|up)\b/,
];
/** Carbon monoxide: an engine, generator or barbecue in a closed space. */
export const CO_SOURCE =
  /\b(engine (is |was |still )?(on|running|going)|car (is |was |still )?(running|on)|(left|leaving|keeps|kept) the (car|engine) (running|on)|running (car|engine)|generator|barbecue|bbq|charcoal|paraffin heater|camping stove|patio heater)\b/;
export const ENCLOSED =
  /\b(garage|shed|inside|indoors|in the house|in the kitchen|living room|tent|caravan|closed|shut)\b/;
export const FIRE_EVENT = [
  /\b(melting|smoking|scorch\w*|charred|blackened)\b.*\b(kettle|hob|stove|oven|cooker|pan|pot|toaster|microwave|heater|plug|socket|wire|wires|lead|cable|extension|bin|bed|chair|sofa|curtains|plastic|iron|dryer|tumble dryer|fence)\b|\b(kettle|hob|stove|oven|cooker|pan|pot|toaster|microwave|heater|plug|socket|wire|wires|lead|cable|extension|bin|bed|chair|sofa|curtains|plastic|iron|dryer|fence)\b.*\b(melting|is smoking|are smoking|scorch\w*|charred|blackened|sparking|sparks)\b/,
  /\b(bonfire|fire|flames|blaze)\b.*\b(spreading|spread|out of control|getting bigger|reached)\b/,
  /\b(evacuat\w*|burning down|burnt down|burned down)\b/,
  /\b(because of|there is|theres|there was) (a|the) fire\b|\bfire (in|at) (the|her|his|their|my|our) (\w+ )?(house|home|flat|room|kitchen|bedroom|building|care home|garage|shed)\b/,
  /\b(boiling water|hot water|hot oil|kettle|tea|coffee|soup) (\w+ ){0,3}(over|on) (her|his|their|my) (\w+ )?(legs?|arms?|hands?|feet|foot|lap|chest|face)\b.*\b(skin|blister\w*|red|peel\w*|coming off|burn\w*|scream\w*)\b/,
  /\b(skin|flesh) (is )?(coming off|peeling|blistering|bubbling)\b/,
  /\bburnt? (badly|really badly|very badly)\b|\bbadly burn\w*\b/,
  /\b(fire|flames|smoke)\b.*\b(toaster|microwave|tumble dryer|dryer|oven|hob|heater|chair|sofa|bed|curtains|table ?cloth|candles?|cigarette|bin)\b|\b(toaster|microwave|tumble dryer|dryer|oven|hob|heater|chair|sofa|bed|curtains|table ?cloth|candles?|cigarette|bin)\b.*\b(fire|flames|smoke)\b(?! (alarm|detector|safety))/,
];
export const GAS = /\bgas\b/;
export const GAS_SIGN =
  /\b(left on|on for|no flame|without (a )?(flame|lighting)|not lit|unlit|smell\w*|stink\w*|reeks|leak\w*|hissing|turned on|turning on|knobs? (are |is )?(\w+ )?on|fiddling|yellow flame|dizzy|headaches?|drowsy|sick)\b/;
export const CO_SIGN =
  /\b(headaches?|dizzy|dizziness|drowsy|sleepy|asleep|sick|vomit\w*|confused|will not wake|not waking|fine outside|better outside|funny smell|fumes|yellow flame|sooty|soot|old boiler|boiler|alarm)\b/;

export const DANGER = [
  /\b(threatening|threatened|threatens|threats)\b/,
  /\b(knife|knives|gun|guns|weapon|rifle|pistol|shotgun|axe|machete|hammer|bat|poker|scissors)\b/,
  /\b(threw|throwing|throws|hurled|hurling) (\w+ ){0,3}(at|across|through)\b/,
  /\b(trying|tried|tries|going) to (hit|punch|kick|strangle|attack|hurt|stab|bite)\b/,
  /\b(chased|chasing|lunged|lunging|swung|swinging) (at )?(me|us|him|her|them|mum|mom|dad)\b/,
  /\b(smashing|smashed|breaking|broke|punching|kicking) (the |a |his |her )?(windows?|doors?|glass|walls?|furniture|plates|tv)\b/,
  /\bhiding (in|from)\b/,
  /\b(throwing|threw|smashing|smashed|breaking|hurling) (things|stuff|objects|furniture|plates|chairs|cups|glasses)\b/,
  /\b(coming|came|going|went|lunging) (at|for) (me|us)\b/,
  /\bpunch\w* (the |a )?(wall|door|window)\b/,
  /\b(pinned|pinning|cornered|trapped) (me|us)\b/,
  /\bhas (me|us) (pinned|cornered|trapped|by the)\b/,
  /\b(hit|hitting|hits|punch\w*|kick\w*|slap\w*|bit|biting|bites|scratch\w*|strangl\w*|chok\w*|push\w*|shov\w*|grab\w*|attack\w*|beat\w*|beating|hurt|hurting|kill|choking|stab\w*) (me|us|my (wife|husband|kids?|children|son|daughter|mom|mum|dad|mother|father|sister|brother|carer|caregiver|aide)|the (kids|children|carer|carers|caregiver|aide|nurse|nurses|staff|baby|other \w+|residents|patients|neighbou?rs?))\b/,
  /\b(scared|afraid|terrified|frightened) (of (him|her|them)|for (my|our) (life|lives|safety))\b/,
  /\b(locked|hiding|hid) (myself|ourselves|me) (in|from)\b/,
  /\bhiding from (him|her|them)\b/,
  /\b(he|she|they|hell|shell|theyll) (will |is going to |are going to |might |could |wants to |says he will |says she will )?(kill|hurt|attack|stab|shoot|hit|strangle|smother|burn) (me|us|her|him|them|my \w+|mum|mom|dad|everyone|anyone)\b/,
  /\b(holding|waving|wielding|has got|has|got|grabbed|picked up) (a |the |his |her |my )?(screwdriver|saw|chisel|broken bottle|bottle|glass|iron bar|bar|cleaver|pitchfork|spade|crowbar|walking stick|stick|cane|razor|blade|sword|lighter)\b.*\b(threat\w*|saying|says|stab|kill|hurt|hit|coming|at me|at us|swinging|waving|scared|screaming|shouting)\b/,
  /\b(hit|hits|hitting|punch\w*|kick\w*|slap\w*|bit|biting|bites|scratch\w*|strangl\w*|shov\w*|push\w*|attack\w*|beat\w*|stab\w*|threw \w+ at) (our|my|her|his|the|a) (\w+ ){0,2}(mum|mom|dad|mother|father|roommate|resident|residents|patient|patients|carer|caregiver|aide|nurse|staff|wife|husband|daughter|son|kids?|children|neighbou?r|sister|brother|grandson|granddaughter|cat|dog)\b/,
  /\b(pinned|pinning|cornered|strangl\w*|chok\w*) (me|us|her|him)\b|\bpinned (me|us|her|him) (against|to|on)\b/,
  /\b(kicking|kicked|banging|bashing) (the |my |a )?door (in|down)\b/,
  /\b(locked|shut|barricaded) (myself|ourselves|me|us|the kids) in\b/,
  /\b(coming|came|going|went) (at|after) (me|us|her|him) with\b/,
  /\b(bit|bites|scratched|grabbed) (me|us|her|him) (hard|so hard)\b|\bhard enough to (bleed|bruise|break)\b/,
  /\b(still )?(shouting|screaming|yelling) and (hitting|kicking|throwing|chasing|swinging|lashing)\b/,
  /\b(chasing|chased) (her|him|them|me|us|my \w+)\b/,
  /\b(swinging|waving|wielding) (a |the |his |her )?(stick|walking stick|cane|bread knife|knife|bottle|chair|poker|bat)\b/,
  /\bhits? (me|us) and\b|\bhe hits\b|\bshe hits\b/,
  /\b(kill|hurt|stab|shoot) (anyone|anybody|everyone|somebody|someone|whoever)\b/,
  /\b(barricaded|barricading)\b/,
  /\b(swing\w*|swung|throw\w*|threw|thrown|aim\w*) (punches|fists|a punch|his fists|her fists|kicks|a kick)\b|\b(swing\w*|swung) (at|for) (me|us|her|him|them|the \w+|my \w+|our \w+)\b/,
  /\b(hitting|punching|scratching|biting|slapping) (herself|himself|themselves)\b/,
  /\b(killing|strangling|smothering|suffocating|throttling) (me|us|her|him|them)\b/,
  /\b(trying|tries|tried|try|wants|wanted|attempting|attempted|about) to (jump|climb|get|throw (herself|himself|themselves)|fling (herself|himself)) (out of|over|off|from) (the|a|my|her|his|their) (moving )?(car|window|balcony|railings?|bridge|roof|ledge|van|bus|banister|fence)\b|\bgrab\w* (the|my) (steering )?wheel\b/,
  /\b(he|she|they|dad|mum|mom|husband|wife|grandad|grandpa|grandma|nan|gran|papa|father|mother|brother|son) (\w+ ){0,4}(broke|has broken|split|bust|busted|bloodied|cut|fractured|dislocated) my (nose|lip|arm|wrist|finger|fingers|rib|ribs|glasses|tooth|teeth|head|cheek|jaw|eye)\b/,
  // Going for someone with anything in hand is an attack, whatever the object ("with a spade").
  /\b(went|goes|gone|going|came|coming|comes|lunged|lunging|ran|running|run) (at|for|after) (me|us|her|him|them|the \w+|my \w+|our \w+|a \w+|his \w+|her \w+)( \w+)? with (a|an|the|his|her|their|my|some) \w+/,
];
export const AGGRESSION =
  /\b(aggressive|aggression|violent|violence|rage|raging|out of control|lashing out|lashed out|combative|hostile|attacking|attacked|going crazy|went crazy|smashing|smashed|breaking things|very angry|so angry|furious|hitting|punched|punching|kicking|hits|hit (her|him|me|us)|scared|afraid)\b/;

export const FALL = [
  /\b(fell|fallen|tripped|collapsed|has had a fall|had a (bad |nasty )?fall|took a (bad |nasty )?fall)\b(?! (asleep|for|apart|behind|through|in love|ill|out with))/,
  /\bslipped\b(?! (out|away|my mind|her mind|his mind|off))/,
  /\b(had|took|taken|has had) a (bad |nasty |big )?tumble\b/,
  /\b(tumbled|keeled over|toppled over|ended up on the (floor|ground))\b/,
  /\b(went|gone|has gone) down (hard|in the|on the|and (can not|will not|is not))\b/,
  /\bslid (off|down|out of|onto)\b/,
  /\blost (her|his|their) (footing|balance) and\b/,
  /\b(can not|could not|unable to|will not|is not|not|is not able to|not able to|no way to) (get|getting|stand|standing|get herself|get himself|get themselves|pick (her|him|them)self|lift (her|him|them)self) (up|back up|off the floor|off the ground)\b/,
  /\b(stuck|lying|laying|sitting|sat|been|found(?: \w+){1,2}|is) on the (\w+ )?(floor|ground)\b/,
  /\b(hit|hitting|banged|banging|bumped|bumping|knocked|knocking|smacked|cracked|struck|whacked|bashed|smashed|clonked) (his|her|their|my|the back of (his|her|their)) head\b/,
  /\b(went over on|twisted|sprained|rolled) (her|his|their) (ankle|knee|wrist|foot)\b/,
  /\b(can not|could not|unable to) stand\b.*\bfloor\b|\bfloor\b.*\b(can not|could not|unable to) stand\b/,
  /\bhead (injury|wound|is bleeding|bleeding|cut)\b/,
  /\b(bleeding|blood) (from|on) (his|her|their|the) head\b/,
  /\b(lump|bump|gash|cut|bruise|wound|bleeding|egg) (on|to|in) (his|her|their|the|\w+s) (head|forehead|face|scalp|temple|eyebrow)\b/,
  /\bpupils (look |are |seem )?(different|uneven|odd|strange|big|huge)\b/,
  /\b(is|keeps|will not stop|still|started) bleeding\b/,
  /\bbleeding (a lot|badly|heavily|everywhere|from)\b/,
  /\b(cut|gashed|sliced|split|ripped|tore|torn|caught)\b.*\b(pouring|gushing|spurting|pumping|will not stop bleeding|soaked through)\b/,
  /\b(head|forehead|face|nose|scalp|leg|arm|hand|wrist|cut|wound|gash|blood) (is |s |are )?(pouring|gushing|spurting|streaming|pumping|dripping everywhere|pouring (with )?blood)\b/,
  /\b(missed|miss) (the|a) (step|stair|kerb|curb)\b|\bwent flying\b|\b(down|off) the (stairs|steps|ladder|bed|chair|toilet|scooter|mobility scooter|bus)\b/,
  /\b(on|onto) the (pavement|sidewalk|path|drive|driveway|road|grass|lawn|tiles|carpet|landing|stairs|bathroom floor|kitchen floor|patio|ice|gravel|car park|parking lot)\b.*\b(can not|could not|will not|unable|pain|hurt\w*|moan\w*|crying|stuck|lying|cold|freezing)\b|\b(lying|stuck|down|fallen|lay|laying) (\w+ ){0,2}(on|in) the (pavement|sidewalk|path|drive|road|grass|garden|tiles|landing|stairs|bath|shower|dark|car park)\b/,
  /\b(wedged|stuck|trapped) (between|behind|under|in) (the |her |his )?(toilet|bed|wall|bath|chair|radiator|door|sofa)\b/,
  /\b(leg|foot) (looks |is )?(shorter|turned out|twisted|bent|at a funny angle)\b|\b(wrist|arm|ankle|leg|hip|shoulder) (is |looks )?(bent|swollen|swelling|deformed) (funny|wrong|badly|fast|up)?\b.*\b(fell|fall|fallen|tumble|slipped|tripped)\b|\b(fell|fall|fallen|slipped|tripped)\b.*\b(wrist|arm|ankle|leg|hip|shoulder) (is |looks )?(bent|swollen|swelling|deformed|shorter|turned out)\b/,
  /\b(can not|could not|unable to|too heavy (for me )?to|not able to) (lift|shift|move|get) (her|him|them)( up)?\b/,
  /\b(half in half out|half out of)\b/,
  /\b(not|has not|have not|will not|can not|could not|did not|never) (moved|move|got|get|gotten|come|came|shifted|budged) (up )?(off|from) the (\w+ )?(floor|ground|carpet|tiles|landing|patio|grass)\b/,
  // Found or left on a hard surface: "found grandad in the shed on the concrete", "on the landing all night".
  /\b(found|find|lying|laying|lay|been|sat|sitting|sprawled|curled up|slumped|stuck) (\w+ ){0,4}on the (concrete|tiles|tiled floor|lino|landing|patio|flags|flagstones|decking|paving|path|pavement|driveway|drive|gravel|bathroom floor|kitchen floor|hall floor|stairs|steps|cold floor)\b/,
  // Traffic and other injuries (NHS, Red Cross: call for anyone hit by a vehicle).
  /\b(knocked (down|over)|hit|run over|struck|clipped) by (a|an|the|some) (car|van|bus|lorry|truck|bike|bicycle|cyclist|motorbike|scooter|train|taxi|vehicle)\b|\b(been|got|was|is) run over\b|\b(car|road|traffic) (accident|crash|collision)\b|\bcrashed (the|his|her|their|my|a) (car|van|scooter|mobility scooter|bike)\b/,
  /\b(went|gone|has gone|dropped|crumpled) (down )?like a (sack|stone|rock|tree|bag)\b|\b(crumpled|dropped) (to|on|onto) the (floor|ground)\b/,
  /\b(went|gone|has gone|keeled|toppled|tipped) over\b(?! (the|to|there|it|my|her|his|what|everything))/,
  /\b(lying|laying|lay|stuck|sat|sitting|slumped|collapsed|fallen|down) (\w+ ){0,2}(in|on|under|against) (the|his|her|their|my|our) (front |back )?(snow|ice|cold|rain|road|street|flower ?bed|garden|grass|lawn|mud|pavement|path|drive|bath|shower|floor|ground|stairs|toilet floor|hallway|doorway)\b/,
  /\b(wont|will not) (let (me|us) )?(touch|move) (her|his|their) (back|neck|hip|leg)\b/,
];
export const FALL_WORD = /\b(fall|falls|falling|fell|tumble|slipped|tripped)\b/;
/** Hurt or stuck: the signs that a fall needs help now. */
export const CANT_GET_UP =
  /\b(can not|could not|unable to|will not|not able to|too weak to) (stand|get up|move|walk|bear weight|put weight|sit up|get out of (the |her |his )?(bath|shower|bed|chair|car))\b|\b(can not|could not|unable to) get (her|him|them) (up|out)\b/;

/** A blow to the head, then a warning sign (NHS head injury advice). */
export const HEAD_BLOW =
  /\b(hit|hitting|banged|banging|bumped|bumping|knocked|knocking|smacked|cracked|struck|whacked|bashed|smashed|headbutted|walked into)\b.*\b(head|forehead|skull|temple|face|beam|door frame)\b|\bhead (injury|wound|knock|bump)\b|\bknocked out\b/;
export const HEAD_SIGN =
  /\b(pouring|gushing|spurting|streaming|dripping|split open|split|gash|gaping|cut open|drowsy|sleepy|hard to wake|will not (wake|open)|being sick|sick|vomit\w*|threw up|throwing up|confused|not making sense|asking the same|speech|slurr\w*|headache|fluid|clear stuff|from (his|her|their) (ear|nose)|ear|pupil\w*|lump|blood|bleeding|dazed|knocked out|blood thinners?|warfarin|apixaban|rivaroxaban|edoxaban|dabigatran|anticoagulants?|clopidogrel|aspirin|bruis\w* behind)\b/;

export const MISSING = [
  /\b(wandered|got out|gotten out|snuck out|sneaked out|slipped out|walked out|ran out|run off|ran off|ran away|escaped|disappeared|vanished|drove off|took the car|left in the car|went missing|gone missing|is missing|been missing|missing since|missing for|been gone|went off)\b/,
  /\b(left|walked out of|got out of) the (house|home|building|facility|care home|nursing home|flat|apartment)\b/,
  /\b(is|got|has got|has gotten) lost\b(?! (without|for words|in (thought|thoughts|conversation|the conversation|the story|a book|the show)))/,
  /\b(can not|could not|unable to|still can not) (find|locate) (her|him|them|my|our|mom|mum|dad)\b(?! (\w+ )?(words?|way|voice|thoughts?|names?|place|shoes|clothes|pill|pills|med|meds|medication|medicine|tablets?|glasses|keys?|phone|wallet|purse|bag|file|document|records?|photos?|profile|account|password|page|settings?|dose|appointment|schedule|notes?|ring|teeth|dentures|hearing aids?))/,
  /\b(do not|no one|nobody) knows? where (she|he|they|my \w+|mom|mum|dad) (is|are|went|has gone)\b/,
  /\b(has not|did not|have not|is not|never|not) (yet )?(come back|came back|come home|came home|returned|been back|back|got back|gotten back|got home|home yet)\b/,
  /\b(is|are|walking|wandering|out|outside|standing|lost|sitting) (along|on|down|in|by|near|beside|across|at) the (highway|freeway|motorway|road|street|traffic|train tracks|railway|river|lake|pond|water|sea|beach|canal|creek|woods|forest|cold|snow|rain|dark)\b/,
  /\b(outside|out) (in|at) (the )?(cold|snow|rain|dark|night|middle of the night|freezing)\b/,
  /\bwill not come (in|inside|home|back)\b/,
  /\b(is|s) gone\b(?! (to|for|out with|shopping|back to))/,
  /\b(went|gone|walked) out (\w+ ){0,4}(minutes|mins|hours|hour|hrs) ago\b/,
  /\blost (my |our )?(mom|mum|dad|mother|father|husband|wife|her|him|them|grandma|grandpa|nan|gran)\b(?! (to|last|in (19|20)\d\d|(\w+ )?(keys?|glasses|purse|handbag|bag|wallet|phone|ring|teeth|dentures|hearing aids?|way|temper|appetite|balance|memory|words?|place|train|mind|job|sight|hearing|voice|confidence|licen[cs]e|shoes|slippers|coat|pills|tablets|cards?|money|weight|hair|dog|cat|remote|specs|watch|book|umbrella)\b))/,
  /\bnot (home|at home|in the (house|garden|building))\b/,
  /\b(front|back|side|patio|garden) door (was |is |has been |been )?(left )?(wide )?open\b/,
  /\bnot in (his|her|their) (bed|room|chair)\b/,
  /\b(taken|took|drove off in|gone off in|left in|driving) the car\b/,
  /\b(gone|went|has gone|cycled|ridden|rode|set) off (on|in|with) (his|her|their|the|a) (bike|bicycle|push bike|scooter|mobility scooter|car|van|tractor|moped|motorbike)\b/,
  /\bcan not find (\w+ ){1,2}anywhere\b/,
  /\b(walked|wandered|ran|run) (off|away)\b/,
  /\b(does not|do not|did not|doesnt|dont) know where (she|he|they|i|we) (is|are|am|was|were)\b/,
  /\b(no idea|not sure|nobody knows|no one knows) where (she|he|they|my \w+|mum|mom|dad) (is|are|went|has gone|could be)\b/,
  /\b(never|not|has not|did not|have not|has never) (turned|turn|showed|show|shown|made it) up\b|\b(never|did not|has not) (arrived|made it|got there|gotten there)\b/,
  /\b(has|have|had) (disappeared|vanished|gone off|run off|wandered)\b/,
  /\b(not|nowhere) (in|at) (the )?(house|home|garden|flat|building|bed|room)\b|\bnowhere to be (found|seen)\b/,
  /\b(went|gone|walked|wandered|left) (out|off) (\w+ ){0,3}(in (her|his|their) (nightie|nightgown|pyjamas|pajamas|slippers|dressing gown)|barefoot|without (a |her |his |their )?(coat|shoes|phone))\b/,
  /\b(coat|shoes|phone|keys|wallet|purse) (and \w+ )?(are|is) still (here|in the house|on the table)\b/,
  /\b(rang|called|phoned) (me|us) (crying|confused|lost|from)\b.*\b(does not know|do not know|lost|where (she|he) is|line went dead)\b/,
  /\b(walked|went|got|slipped|wandered) (out|off) (through|via|by) (the|a) (fire exit|back door|front door|gate|window|garden)\b/,
  /\b(lost|missing|gone|disappeared|wandered off)\b.*\b(looking|searching|searched|checked|security|police)\b|\b(looking|searching|searched|checked)\b.*\b(lost|missing|gone|disappeared|can not find)\b/,
  /\b(last seen|was last seen)\b/,
  /\b(dog|cat|pup|puppy) (came|come|has come|is|was|got) (back|home) (alone|by (it|him|her)self|on (its|his|her) own|without (him|her|them|my \w+|\w+))\b/,
  /\b(got|gotten|climbed|went) (into|in) (a|some|an|the) (strangers?|unknown|random|strange) (car|van|taxi|truck)\b|\b(went|gone|walked) off with (a|some) (stranger|man|woman|people)\b/,
  /\b(done|did|doing) a runner\b|\b(bolted|legged it|scarpered|made a run for it|made a break for it)\b|\btook off (in|down|up|out|from|on foot|again|somewhere)\b|\blost sight of (her|him|them)\b|\bcame back without (her|him|them|my \w+|\w+)\b/,
  /^where (is|has|did) (my|our) \w+( \w+)? (gone|go|went)?/,
  /\b(gate|front door|back door|door) (is|was|has been|been|left) (\w+ )?(open|unlocked)\b.*\b(gone|not here|can not find|where|missing)\b|\b(gone|not here|can not find|where|missing)\b.*\b(gate|door) (is|was|has been|left) (\w+ )?(open|unlocked)\b/,
  /\b(walk|walking|wander\w*|run|running|step\w*) (out )?(into|onto|in) the (road|traffic|street|highway|motorway)\b/,
  /\b(walking|wandering|standing|sitting|lying|out|running|driving|cycling|is|was) (\w+ ){0,6}(highway|freeway|motorway|dual carriageway|main road|bypass|interstate|roundabout|junction|train line|railway line|level crossing|train tracks|railway|quarry|cliff|cliffs|harbour|harbor|docks?|canal|river|lake|reservoir|fields|moor|woods|forest)\b/,
  /\b(went|gone|turned round|turned around)\b.*\b(and (she|he|they) (was|were|had) gone|never came (back|out))\b/,
];
/** Gone off by train or bus, or the police are looking: the person is missing. */
export const MISSING_TRAVEL = [
  new RegExp(
    `\\b(?:${RELATIVE}) (?:is |s |got |gone |now )?lost\\b(?! (?:without|for words|in (?:thought|thoughts|conversation)|his|her|their|the plot|weight|interest|track|touch|count|it)\\b)`,
  ),
  /\b(got|gotten|jumped|hopped|took|boarded) (on |onto |off |out of |into )?(a|the) (train|bus|coach|tram|plane|ferry|tube|underground|subway|taxi|cab)\b.*\b(police|no idea|not know|do not know|lost|missing|alone|on (his|her|their) own|should not|not supposed|can not find|where|without (us|me|telling))\b/,
  /\bpolice (think|thinks|are looking|are searching|are out|have been looking|say|said|rang|called|phoned|found (his|her) (car|bag|coat|phone))\b/,
];
/** A walk enjoyed or taken together: "dad loves walking by the river with me". */
export const ACCOMPANIED =
  /\b(loves?|likes?|enjoys?|used to) (walking|going|strolling|a walk|walks|a stroll|wandering)\b|\b(walk|walking|walks|stroll\w*) (\w+ ){0,6}with (me|us)\b/;
export const WANDER_WORD =
  /\b(is wandering|wandering (around|about|outside|the streets)|missing|lost|gone out|went out|left the house|walked out|wandered)\b/;

export const FEVER =
  /\b(fever|feverish|temperature|temp|burning up|hot to the touch|very hot|really hot|burning hot|boiling hot|shivery|chills|shivering|infection|infected|uti|utis|urine infection|urinary|bladder infection|kidney infection|chest infection|pneumonia|sepsis|flu|covid|antibiotics|temp(erature)? (of |is |was )?(3[89]|4[01]|10[1-5])|(3[89]|4[01]) \d|shaking with|dark (wee|urine|pee)|(wee|urine|pee) is (dark|brown|cloudy|smelly|strong)|no (wee|urine|pee)|not (had a |done a |passed )?(wee|peed|weed|urine|pee)|has not (had a )?(wee|peed|weed|pee)|catheter)\b/;
/** Hot to the touch: a fever when it comes with confusion. */
export const HOT =
  /\b(is|s|feels|felt|seems|looks|so|very|really|gone|went) (hot|boiling|roasting|flushed|burning)\b/;
/** Sepsis skin signs (NHS): with confusion, delirium; alone, the catch-all's emergency line. */
export const SEPSIS_SKIN = /\b(mottled|blotchy|clammy|cold to (the )?touch|feels cold)\b/;
export const CONFUSION =
  /\b(confused|confusion|disoriented|disorientated|delirious|delirium|hallucinating|hallucinations|seeing things|hearing things|not making (any )?sense|talking nonsense|does not know (me|us|where)|does not recognise|does not recognize|not herself|not himself|drowsy|very sleepy|agitated|out of it|muddled|incoherent|babbling|rambling|sleepy|hard to wake|mumbling|not knowing (where|who)|not (her|his|their) normal|not her usual|not his usual|seeing people|people in the room|who are not there|(that|which|who) (are|is|were|was) not (there|real)|seeing (children|kids|people|animals|bugs|insects|spiders|men|faces|dead people|things|(a|an|the) (man|woman|child|boy|girl|dog|cat|stranger|soldier|person) (in|at|on|by|under) the)|picking at|pulling at|(pull|pulls|pulling|pulled|rip|rips|ripping|ripped|tug\w*) (out )?(at )?(his|her|their|the) (drip|cannula|catheter|line|tubes?|oxygen)|talking rubbish|not making sense|making no sense|doesnt know who|does not know who|does not know where|(does not|did not|can not) (know|remember|recognise|recognize|tell) what (a|an|the|her|his) \w+ (is|are|is for|are for)|does not know how to (use|hold|drink from|eat with) (a|the|her|his) \w+|thinks (it is|its) (19|20)\d\d|withdrawn|will not respond|not respond\w*|nodding off|out of it|totally out of it|can not follow|barely wake|can barely|climb out of bed|trying to climb)\b/;
export const SUDDEN =
  /\b((it s|its|it is|this has|this is|that has|has) never (happened|been like this|done (that|this))( before)?|never (done|seen (her|him) like) (this|that)( before)?|first time (she|he|they) (has|have|s)? ?(ever )?(done|been)|after (his|her|their|the|an?) (operation|op|surgery|anaesthetic|anesthetic|procedure|hospital stay)|since (his|her|their|the) (operation|op|surgery|anaesthetic|anesthetic|procedure)|came on|come on|started (this|today|an hour|tonight|at)|just now|it (just )?happened|happened (just now|a minute ago)|out of the blue|in a (second|flash|moment)|suddenly|sudden|all of a sudden|out of nowhere|overnight|since (this morning|yesterday|last night|lunch|breakfast|today)|than (this morning|yesterday|usual|normal|before|last week)|much more|way more|a lot more|far more|so much more|worse today|really bad today|in the last (day|few hours|hours|two days)|not like (her|him|this)|in (one|a) day|in a few hours|not (her|his|their) normal|much worse|a lot worse|way worse|far worse|since (starting|she started|he started|they started|the new|taking)|since (last night|this morning|this afternoon|lunch|breakfast|yesterday|tuesday|monday|wednesday|thursday|friday|saturday|sunday)|(was|were) fine (on )?(\w+ )?(yesterday|this morning|at breakfast|tuesday|monday|wednesday|thursday|friday|saturday|sunday|last night)|by lunch|within hours|in a few hours|from (his|her|their) usual|than ever|this is different|different today|new|worse today|getting worse|today|tonight)\b/;

export const NOT_EATING = [
  /\b(not|is not|has not|will not|refuses to|refusing to|refused to|stopped|can not|did not|has not been|not been|no longer|barely) (eat|eating|eaten|drink|drinking|drunk|drank|swallow|swallowing)\b/,
  /\b(refus\w*) (all )?(her |his |their )?(food|water|fluids|drinks|meals|to eat|to drink|anything)\b/,
  /\b(nothing|no food|no water|no fluids|not a thing) (to eat|to drink|all day|for|since|at all)\b/,
  /\bdehydrat\w*\b/,
  /\bhas not had (anything|a drink|any water|any food|a bite|a sip)\b/,
  /\b(not|has not|no) (passed urine|peed|urine|wee)\b/,
  /\bbarely (had|eaten|drunk|drank|touched|eating|drinking)\b/,
  /\b(does not|will not|do not) want to (eat|drink)\b/,
  /\b(without|no|not had) (a |any )?(drink|food|water|fluids|sip|bite|anything to (eat|drink)|eating|drinking)\b/,
  /\b(vomiting|throwing|bringing|being sick) (up )?(everything|all (her|his|their) (food|drinks?)|every (drink|meal|sip))\b/,
  /\b(has not|have not|not|did not) (taken|had|drunk|drank) (a |one )?(sip|drop|drink|mouthful|bite)\b/,
  /\b(can not|could not|will not|unable to) keep (anything|any water|water|fluids|food|drinks?|it|a thing|much) down\b/,
  /\b(keeps|keep|been|is) (being sick|vomiting|throwing up)\b.*\b(since|all day|all night|hours|can not|not drinking|no)\b/,
  /\b(diarrh\w*|vomiting|being sick|sickness)\b.*\b(not drinking|no (wee|urine)|can not keep|all day|since)\b/,
  /\b(refus\w*|turn\w* down|pushes away|push\w* away|spits? out|spitting out) (\w+ ){0,3}(food|meals?|drinks?|water|fluids|cups?|sips?|everything)\b/,
  /\b(will not|refuses to|refusing to|can not|not|has not|did not) (even )?(take|have|touch|accept) (a |any |her |his |their )?(drinks?|sips?|food|fluids|water|cups?|meals?|bites?)\b/,
  /\b(holds|holding) (the )?(water|drink|food) in (her|his|their) mouth\b/,
  /\b(not|has not|have not|has barely|barely) (touched|had|drunk|drank) (a |any |her |his )?(drink|cup|water|food|meal|thing|sip)\b/,
  /\bnothing (but|except) (a sip|sips|a bite)\b/,
  /\b(drinks?|water|fluid) (just )?(dribble|dribbles|runs|comes|pours) (out|back out)\b/,
  /\b(lips|mouth|tongue) (are |is )?(\w+ )?(dry|cracked|parched)\b|\b(dry|cracked) (lips|mouth)\b|\bsunken eyes\b|\beyes (look )?sunken\b/,
  /\b(not|has not|have not) (eaten|eating|drunk|drinking|drank) (in|for) (\d+|two|three|four|five|several) (days|day)\b/,
  /\bonly (had|drunk|drank|taken|eaten|managed) (a few|a couple of|a|one|two|half a|a tiny|a little|the odd) (sips?|mouthfuls?|bites?|spoonfuls?|drops?|sup)\b/,
  /\b(only|just|barely|hardly) (had|drunk|drank|taken|eaten|managed|touched) (a|one|two|half a|half|a quarter of a|a small|a little|part of a) (\w+ ){0,2}(cups?|glass|glasses|beakers?|mugs?|biscuit|slice|yoghurt|yogurt|bowl)\b.*\b(in|for|over) (the last |the past )?(\d+|two|three|four|a|one|twenty four|24|48) (days?|hours)\b/,
  /\b(wee|urine|pee|piss)\b.*\b(like (strong |black )?(tea|coffee|cola|coke)|dark brown|very dark|orange|brown)\b|\b(has not|not|no|barely|hardly) (been to the (toilet|loo|bathroom)|weed|peed|passed water)\b/,
];

export const ABUSE = [
  /\b(abus(e|ed|es|ing|ive)|mistreat\w*|maltreat\w*|exploit\w*)\b(?! of (alcohol|drugs))/,
  /\bneglect(ed|ing|s)?\b(?! (myself|my own|my (kids|children|husband|wife|job|work|friends|family|health|partner)))/,
  /\b(stealing|stole|taking|took) (money )?(from )?(her|his|their|my \w+|mom|mum|dad)( \w+)? (money|savings|pension|cards?|jewel\w*)\b/,
  /\b(stealing|stole|steals) (money|from)\b/,
  /\b(taking|took|stealing|stole|steals|takes) (money|cash|things|jewel\w*) from (her|him|them|mum|mom|dad|my \w+)\b/,
  /\b(scam|scammed|scammer|scammers|conned|con man|fraudster|fraud)\b/,
  /\bgot (her|him|them|mum|mom|dad|nan|gran|grandma|grandad|my \w+) to (send|give|transfer|wire|pay|hand over|sign|lend|withdraw|change (her|his|their) will)\b/,
  /\b(taking|took|taken|stealing|stole|withdraw\w*|draining|drained|moving|moved|transferr\w*|emptying|emptied) (money|cash|funds|savings|thousands|hundreds|\w+ (pounds|dollars|quid)) (out of|from|off) (her|his|their|mums|moms|dads|nans|grans|grandmas|grandads|grandpas|\w+s (mums|moms|dads)) (bank |savings |current |joint )?(account|accounts|savings|pension|card|cards|purse|wallet)\b/,
  /\bsign (her|his|their|the) (house|home|flat|property|savings|car|will|money) over\b/,
  /\b(taking|took|stealing|stole|using|used|emptied|emptying|draining|drained|spending|spent) (all )?(of )?(her|his|their|\w+s) (money|pension|savings|bank account|account|benefits|bank cards?|cards?)\b/,
  /\bunexplained (bruises|injuries|marks|cuts)\b/,
  /\bbruis\w*\b.*\b(grabbed|held down|finger ?marks|hand ?prints|like someone|as if someone|can not explain|no one knows how|nobody knows how)\b/,
  /\b(carer|caregiver|care worker|aide|nurse|staff|worker|home help|helper) (is |was |has been |keeps )?(hitting|hurting|abusing|yelling at|shouting at|rough with|slapping|pushing|stealing|hit|hurt|slapped|pushed|shoved|grabbed)\b/,
  /\bleft (her|him|them) (alone )?(for days|without food|without water|in (her|his|their) (own )?(urine|mess|dirt|dirty))\b/,
  /\b(locked|locks|locking|tied|ties|tie|tying|strapped|straps|strapping) (her|him|them) (in|up|down|to)\b/,
  /\b(tie|ties|tied|tying|strap|straps|strapped|strapping|belt|belts|belted) (\w+ ){0,2}(to|into|onto|in) (his|her|their|the|a) (bed|chair|wheelchair|commode|bed rails?|bedframe|radiator)\b|\b(lock|locks|locked|locking|shut|shuts) (\w+ ){0,2}in (his|her|their|the) (room|bedroom|bathroom|shed|flat) (all day|at night|for hours|every|when|while)\b/,
];

/** Taking someone's things; "she thinks I stole her purse" is a common false belief, not theft. */
export const THEFT =
  /\b(has taken|have taken|had taken|took|is taking|keeps taking|been taking|pinched|swiped|walked off with|made off with) (\w+ ){0,1}(jewel\w*|rings?|bank cards?|debit cards?|credit cards?|cash|savings|pension|valuables|watch|purse|wallet)\b(?! (to|for) (the )?(bank|jeweller|safe|keeping|safekeeping|repair|cleaning|be (valued|cleaned|mended)))|\b(stole|stolen|stealing|steals|nicked|nicking|pocketed|pocketing|helped (herself|himself|themselves) to|helping (herself|himself|themselves) to) (\w+ ){0,2}(money|cash|rings?|jewel\w*|purse|wallet|watch|valuables|belongings|savings|pension|cards?|bank cards?|medication|meds|pills|painkillers|tablets|things|stuff)\b/;
export const ACCUSATION =
  /\b(thinks|think|thought|accus\w*|convinced|insists|insisted|believes|blames|blaming|says|said|claims) (that )?(\w+ ){0,3}(stole|stolen|stealing|steals|nicked|taking|took)\b/;

/** Signs of abuse that need no named abuser. */
export const ABUSE_SIGN = [
  /\b(keeps|kept|has|took|takes|holds|holding|controls|controlling) (\w+s|her|his|their) (pension|bank|benefits?|debit|credit|post office)( card| cards| book| account| money)?\b.*\b(no|without|can not (afford|buy|pay)) (heating|heat|food|money|water|electric\w*|gas)\b|\b(no|without) (heating|heat|food|money)\b.*\b(keeps|kept|has|took|takes|controls) (\w+s|her|his|their) (pension|bank|benefits?)( card| book| account)?\b/,
  /\b(will not|would not|does not|do not|wont) let (us|me|anyone|anybody|the family|family|friends) (see|visit|speak to|talk to|near|in)\b.*\b(starv\w*|thin|skin and bone|bruis\w*|lost (so much |a lot of )?weight|filthy|dirty|scared|frightened|hungry|no food|unwashed|smells?)\b|\b(starv\w*|skin and bone|bruis\w*|filthy|frightened)\b.*\b(will not|would not|does not|wont) let (us|me|anyone|anybody|the family) (see|visit|near)\b/,
  /\b(comes|came|coming|creeps|crept|sneaks|sneaked|lets (himself|herself)) in(to)? (\w+ ){0,4}(and|to) (touch\w*|grope\w*|fondl\w*|interfer\w*|get into (her|his) bed)\b/,
  /\bflinch\w*\b|\bcower\w*\b/,
  /\b(being kept|is kept|are kept|kept|keeps (her|him|them)|keeping (her|him|them)|confined|shut away|shut up) (\w+ ){0,2}in (a|her|his|their|the|one) (room|bedroom|box room|back room|attic|basement|cellar|shed)\b(?! (tidy|clean|warm|cool))/,
  /\b(man|men|carer|helper|aide|staff|worker|neighbou?r|lodger|someone|somebody|stranger|boyfriend|nurse|resident|guy|bloke|driver) (\w+ ){0,6}(gets|got|getting|climbs|climbed|creeps|crept|comes|came|coming) (into|in) (her|his|their) (bed|room at night|bedroom at night)\b/,
  // Sexual abuse said in everyday words: touching "where they shouldn't", "down there", "private".
  /\b(touch\w*|grop\w*|fondl\w*|feel\w* up|interfer\w* with) (\w+ ){0,2}(where (he|she|they|you|one) (should not|shouldnt|should never|must not)|down there|(her|his|their) (private|privates|breasts?|bottom|crotch|genitals?)|in (a|the) (wrong|sexual|funny) way|inappropriately|under (her|his|their) (clothes|nightie|nightdress|skirt))\b/,
  /\b(rape|raped|raping|sexual\w* (abus\w*|assault\w*)|molest\w*|indecent\w*)\b/,
  /\b(hits|hit|beats|slaps|kicks|pushes|punches) (her|him|them)\b.*\b(money|pension|savings|cards?|takes|took|steals)\b|\b(takes|took|steals|stole) (her|his|their) (money|pension|savings|cards?)\b/,
  /\b(black eye|bruis\w*|broken (arm|wrist|hip|rib))\b.*\b(says|said) (someone|somebody|a man|a woman|the carer|the nurse|staff|they|he|she) (hit|hurt|pushed|grabbed|kicked|slapped|punched)\b/,
  /\b(marks|bruises|welts|burns|scratches|cuts|finger ?marks|hand ?prints) (on|round|around) (her|his|their) (wrists?|arms?|neck|thighs?|back|face|ankles?)\b.*\b(after|since|when|whenever|carer|aide|nurse|staff|brother|sister|son|daughter|husband|wife|stepfather|stepmother|boyfriend|girlfriend|agency|shift|visit)\b/,
  /\b(cigarette burns|rope marks|black eye)\b/,
  /\b(lock|locks|locking|locked) (?!myself|ourselves|me\b|us\b)(\w+ ){0,2}(in (her|his|their|the) (room|bedroom)|in all day|in at night|out of)\b/,
  /\b(touch\w*|groped|grope\w*|fondl\w*) (her|him|them)\b.*\b(frightened|scared|afraid|terrified|upset|crying|private|inappropriate\w*|will not stop|does not like)\b|\b(frightened|scared|afraid|terrified)\b.*\b(touch\w*|groped|grope\w*|fondl\w*) (her|him|them)\b/,
  /\b(sign|signed|signing) (over )?(the|her|his|their) (house|home|will|savings|bank account|power of attorney)\b.*\b(now|will not let|won t let|pressur\w*|made|forced|tricked)\b/,
  /\b(no|without) (food|heating|heat|water|money|care|medicine|meds)\b.*\b(because|since|for (days|weeks|two|three|\d+))\b.*\b(son|daughter|brother|sister|carer|agency|nephew|niece|husband|wife|stepfather|will not|wont|refuses)\b/,
  /\b(agency|carer|carers|aide|nurse|staff)\b.*\b(has not|have not|did not|never|not) (come|came|turned up|been|showed up|visited)\b.*\b(days|mess|nothing to (eat|drink)|cold|soiled|wet)\b/,
  /\b(sat|sitting|left|lying|lay) in (her|his|their) own (mess|urine|wee|faeces|feces|poo|waste)\b/,
  /\b(sedated|drugged|overmedicated)\b.*\b(lost (loads of |a lot of )?weight|bruis\w*|nobody|no one|will not tell|do not tell)\b/,
  /\bshouts? at (mum|mom|dad|her|him|them|my \w+)\b.*\b(will not let|does not let|black eye|bruis\w*|hit\w*|scared|frightened)\b/,
];

/** Someone other than the caregiver, and mistreatment: anywhere in the message. */
export const OTHERS =
  /\b(carers?|care workers?|aides?|nurses?|staff|home help|helpers?|workers?|cleaner|care home|nursing home|the home|facility|someone|somebody|a man|a woman|neighbou?r|son in law|daughter in law|boyfriend|girlfriend|nephew|niece|grandson|granddaughter|(the|a|some|this|that) (man|woman|guy|bloke|fella) (next door|from|upstairs|downstairs|across)|next door|lodger|stranger|visitor|handyman|gardener)\b/;
export const MISTREATMENT =
  /\b(shout\w*|yell\w*|scream\w* at|swear\w* at|insult\w*|called (him|her|them) (\w+)|mock\w*|humiliat\w*|rough\w*|slap\w*|pinch\w*|stealing|stole|steals|taking (her|his|their) money|(using|used) (her|his|their|\w+s) (bank )?cards?|bank card|cash machine|atm|pin number|scam\w*|sedat\w*|ignor\w*|not (been )?(fed|changed|washed)|sores|pressure sores|soaked|soiled|filthy|starv\w*|dirty (pad|bed|clothes|nappy|diaper|sheets)|controll\w* (her|his|their) (money|finances|phone|bank)|(will not|does not|do not) let (us|me|anyone|the family) (see|visit|speak to|talk to|near)|(taking|takes|took|drives|drove|driving) (her|him|them|mum|mom|dad|nan|gran|grandma|grandad|grandpa) to the (bank|cash machine|cashpoint|atm|post office|building society)|isolat\w*|left (her|him|them) (\w+ ){0,4}(for (hours|an hour|ages|\d+ hours|the day)|all day|all night)|left (her|him|them) (in|alone|unattended|without)|unwashed|nobody (had |has )?(changed|fed|washed|checked)|bruis\w*|marks on|welts|burns on|black eye|flinch\w*|frightened of|scared of|afraid of|(hit|hits|hitting|slapped|slaps|pushed|shoved|shoves|grabbed|kicked|punched|pinched) (her|him|them|mum|mom|dad)|touch\w* (her|him|them)|locking|locked (her|him|them)|tied (her|him|them)|(call\w*|calls) (her|him|them) (stupid|disgusting|names)|sign over|signed over|signing over)\b/;

/** A particular person who may mistreat: "the carer", "mums aide", "the home". */
export const NAMED_OTHER =
  /\b(the|her|his|their|\w+s) (carers?|care workers?|aides?|nurses?|staff|home|care home|nursing home|night staff|agency|cleaner|neighbou?r|son in law|daughter in law|boyfriend|girlfriend|nephew|niece)\b/;

export const GENERAL = [
  /\b(burned|burnt|scalded|scalding) (her|his|their|my|herself|himself|themselves|myself)\b/,
  /\b(blistering|blisters from|third degree|second degree burns?)\b/,
  /^(emergency|emergancy|urgent|sos|mayday|help help|help me please|please help me|please help|please hurry|hurry|help now|help us)$/,
  /\bplease hurry\b/,
  /\b(this is|its|it is|we have|having|there is) an emergency\b/,
  /\bemergency (help|now|please|right now)\b/,
  /\b(need|call|send|get|want) an ambulance\b/,
  /\b(should|do|must) (i|we) call (911|999|112|000|an ambulance|the ambulance|emergency services|the paramedics)\b/,
  /\b(should|do|must|shall) (i|we) (need to |have to )?((call|ring|phone) (someone|somebody|anyone|anybody|for help|911|999|112|an ambulance|the ambulance|emergency services|the paramedics|the police)|get (help|an ambulance|the ambulance|the paramedics|the police))\b(?! (if|when|in case))/,
  /\b(need|get) help (right now|now|fast|immediately|asap)\b/,
];

/** Very unwell, said plainly: counts when described, not when asked about. */
export const GENERAL_IF_DESCRIBED = [
  /\b(really|very|seriously|so|extremely|gravely|terribly|desperately) (unwell|ill|poorly|sick|bad)\b/,
  /\bsomething (is |s )?(really |very |seriously |badly |terribly )?wrong with (her|him|them|my|mum|mom|dad|nan|grandma|grandpa|grandad)\b/,
  /\b(help|please)\b.*\b(unwell|poorly|collapsed|not right|wrong with|can not (stand|breathe|move|wake))\b/,
  /\b(lying|stuck|trapped) in (the )?(snow|cold|rain|bath|car)\b/,
];

/** Losing one's temper with the person: a risk now, not when it is looked back on with guilt. */
export const CAREGIVER_RISK_IF_NOW = /\b(losing|lost|lose) (control|it|my temper) with\b/;

/** A taste, not refusal: "he will not drink his tea cold", "she won't eat fish". */
export const PREFERENCE =
  /\b(does not|do not|will not|would not) (like|enjoy|want|fancy) (drinking|eating|to drink|to eat) (\w+ )?(plain )?(water|tea|coffee|milk|vegetables|veg|fish|meat|salad|fruit)\b.*\bprefers?\b|\bprefers? (\w+ ){0,2}(squash|juice|cordial|fizzy|pop|cola|lemonade|sweet|tea|coffee|milk)\b|\b(will not|does not|refuses to|do not|would not) (eat|drink) (his|her|their|the|any|a) (\w+ )?(\w+ )?(cold|hot|warm|lukewarm|without|unless|if|from|out of|with)\b|\b(will not|does not|refuses to|would not) (eat|drink) (fish|meat|vegetables|veg|greens|salad|fruit|tea|coffee|milk|spicy|anything spicy|anything green|anything new)( (any more|anymore|now))?$/;

/** "She drinks lots of tea but no water": she drinks. */
export const DRINKS_PLENTY =
  /\b(drinks|drinking|eats|eating|has|loves) (lots|plenty|loads|a lot|gallons|tons) of\b/;

// Neglect of the person cared for, by the writer or anyone (decision 069): care that keeps them
// alive (food, water, medicines, being changed and washed, someone there) stopped on purpose or
// for days. Ordinary talk shares the words ("she refuses her pills", "the doctor stopped her
// donepezil", "I leave him alone for an hour"), so each rule needs who goes without, what, and
// how lasting; a clinician's advice makes a stopped medicine a decision, not neglect.

/** The person cared for, as the object of care. */
const CARED_FOR =
  '(?:him|her|them|mum|mom|mam|mother|dad|father|nan|nana|gran|granny|grandma|grandpa|grandad|granddad|husband|wife|partner|(?:my|our) \\w+)';
const MEDICINES =
  '(?:pills?|tablets?|meds|medication|medications|medicine|medicines|insulin|injections?|inhalers?|patch|patches|eye drops|doses?)';
const NOURISHMENT =
  '(?:food|meals?|dinner|breakfast|lunch|supper|water|drinks?|fluids|anything to (?:eat|drink)|something to (?:eat|drink)|a drink|a meal)';
/** Stopped for good: no word of time is needed. */
const STOPPED =
  '(?:stopped|quit|given up|gave up|no longer|stopped bothering|not bothering|do not bother|can not be bothered)';
/** Not done: counts only with a word that it lasts or is meant ("any more", "since Tuesday"). */
const NOT_DONE = '(?:not|never|do not|did not|have not|had not|am not|will not|refuse to)';
/** "Feeding her pureed food", "washing her hair", "changing him twice a day": how, not whether. */
const ONLY_HOW =
  '(?! (?:hair|clothes|clothing|bedding|sheets|teeth|dentures|food|foods|meals?|puree\\w*|diet|with|by|through|at|on|every|twice|once|each|daily|less|so|as)\\b)';
const CARE_ACT =
  `(?:(?:giving|give|given|doing|do) (?:${CARED_FOR} )?(?:(?:his|her|their|any|the) )?(?:(?:\\w+ )?${MEDICINES}|${NOURISHMENT})` +
  `|(?:feeding|feed|fed|changing|change|changed|washing|wash|washed|bathing|bathe|bathed|toileting|checking on|check on|checked on|taking care of|looking after|caring for) ${CARED_FOR}\\b${ONLY_HOW})\\b`;
export const STOPPED_CARE = new RegExp(`\\b${STOPPED}(?: to| even| bothering to)? ${CARE_ACT}`);
export const CARE_NOT_DONE = new RegExp(`\\b${NOT_DONE}(?: to| even| bothering to)? ${CARE_ACT}`);
export const LASTING =
  /\b(any ?more|on purpose|deliberately|since (monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|last \w+|the weekend)|for (days|weeks|a week|a few days|several days|two days|three days|four days|\d+ days)|in (days|weeks|a week|two days|three days|\d+ days)|all (week|weekend)|at all|no point|what is the point)\b/;
export const CARE_WITHHELD = new RegExp(
  `\\b(?:withhold|withheld|withholding|skip|skipped|skipping|skips) (?:${CARED_FOR} )?(?:his|her|their) (?:\\w+ )?(?:${MEDICINES}|${NOURISHMENT})\\b`,
);
/** Left with nobody for days: "I leave her alone for days", "lock him in and go away for the weekend". */
export const LEFT_FOR_DAYS = new RegExp(
  `\\b(?:leave|leaves|leaving|left|lock|locks|locked|locking) ${CARED_FOR}` +
    '(?: (?:alone|on (?:his|her|their) own|by (?:him|her|them)sel(?:f|ves)|home alone|at home|in|in the (?:house|flat|home|bungalow)|in (?:his|her|their) (?:room|bedroom)))*' +
    '(?: (?:(?!with\\b)\\w+ ){0,3})?' +
    '(?:for (?:the )?(?:whole |entire )?(?:days|weekend|week|weeks|nights|\\d+ days|two days|three days|four days|several days|a few days)|all (?:week|weekend|night)|overnight|days at a time)\\b',
);
export const LOCKED_IN_AND_GONE = new RegExp(
  `\\b(?:lock|locks|locked|locking) ${CARED_FOR} in\\b.*\\b(?:go|goes|going|went|gone|leave|leaving|left) (?:out|away|off)\\b`,
);
/** A medicine stopped or a meal skipped on a clinician's word is a care decision. */
export const CLINICIAN_ADVICE =
  /\b(doctor|doctors|dr|gp|consultant|nurse|pharmacist|hospice|palliative|dietitian|dietician|specialist|psychiatrist|neurologist|geriatrician|care team|memory clinic|advice|advised|prescribed|prescription)\b/;

/** Present or fresh, and not a question for information only. */

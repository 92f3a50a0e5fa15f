import Foundation
import Imaging
import Testing

@Suite("layershot gesture")
struct GestureCLITests {
    /// The stdout lines.
    func lines(_ run: CLIRun) -> [String] {
        run.stdout.split(separator: "\n").map(String.init)
    }

    @Test("the README knob drag prints the seed's values, one JSON object per touch")
    func knobDrag() throws {
        // Default 140×140 knob, center (70, 70), start −11π/8, end 3π/8;
        // value = (a + 11π/8)/(14π/8) for the bounded touch angle a, mid = π/2 (+1 ulp).
        // (70,130): atan2(60, 0) = π/2, not above mid → clamps to the end → 1.
        // (20,70):  π > mid → −π → (−π + 11π/8)/(14π/8) = 3/14 = 0.21428571428571425.
        // (70,20):  −π/2 → (7π/8)/(14π/8) = 0.5.
        // (130,70): 0 → (11π/8)/(14π/8) = 11/14 = 0.7857142857142858.
        let run = try CLI.run(["gesture", "knob", "--drag", "70,130 20,70 70,20 130,70"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(lines(run) == [
            #"{"event":"valueChanged","value":1.0,"touch":0}"#,
            #"{"event":"valueChanged","value":0.21428571428571425,"touch":1}"#,
            #"{"event":"valueChanged","value":0.5,"touch":2}"#,
            #"{"event":"valueChanged","value":0.7857142857142858,"touch":3}"#,
        ])
        #expect(run.stderr.isEmpty)
    }

    @Test("--continuous false prints one event, at the last point")
    func knobNonContinuous() throws {
        let run = try CLI.run(["gesture", "knob", "--drag", "70,130 20,70 70,20 130,70", "--continuous", "false"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(lines(run) == [#"{"event":"valueChanged","value":0.7857142857142858,"touch":3}"#])
    }

    @Test("the knob's flags apply: range and start value")
    func knobFlags() throws {
        // −10…10: (70,20) is straight up → the middle, 0; --value only sets the start.
        let run = try CLI.run(["gesture", "knob", "--min=-10", "--max", "10", "--value", "5", "--drag", "70,20 70,20"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(lines(run) == [
            #"{"event":"valueChanged","value":0.0,"touch":0}"#,
            #"{"event":"valueChanged","value":0.0,"touch":1}"#,
        ])
    }

    @Test("the slider prints whole angles: 3 o'clock is 360, just above it 1")
    func slider() throws {
        // 320×320, center (160,160): began changes nothing; (160,60) −90° → 270 → 90;
        // (260,159) −0.573° → 359.43 → 1; (260,160) 0° → 360; (260,162) 1.146° → 359.
        let run = try CLI.run(["gesture", "slider", "--drag", "260,160 160,60 260,159 260,160 260,162"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(lines(run) == [
            #"{"event":"valueChanged","value":90,"touch":1}"#,
            #"{"event":"valueChanged","value":1,"touch":2}"#,
            #"{"event":"valueChanged","value":360,"touch":3}"#,
            #"{"event":"valueChanged","value":359,"touch":4}"#,
        ])
    }

    @Test("the dial prints willRotate/didRotate pairs for each move and for the snap")
    func dial() throws {
        // 240×240, R = 120: finger down 40 pt on the right half → +40/120 = 1/3 rad = 0.637
        // steps → value 0; the snap rounds to 1 step (π/6) → label 11 at the top.
        let run = try CLI.run(["gesture", "dial", "--drag", "200,100 200,140"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(lines(run) == [
            #"{"event":"willRotate"}"#,
            #"{"event":"didRotate","value":0}"#,
            #"{"event":"willRotate"}"#,
            #"{"event":"didRotate","value":11}"#,
        ])
    }

    @Test("a drag may start at negative coordinates, in either spelling of the flag")
    func negativeStart() throws {
        // (−5, 70) and (20, 70) are both due west of the center (70, 70): touch angle π,
        // value (π + 11π/8)/(14π/8) = 3/14 each time.
        for arguments in [["--drag", "-5,70 20,70"], ["--drag=-5,70 20,70"]] {
            let run = try CLI.run(["gesture", "knob"] + arguments)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(lines(run) == [
                #"{"event":"valueChanged","value":0.21428571428571425,"touch":0}"#,
                #"{"event":"valueChanged","value":0.21428571428571425,"touch":1}"#,
            ])
        }
    }

    @Test("the dial's flags apply: it starts from --value")
    func dialFromValue() throws {
        // From label 3 (−π/2), +1/3 rad → −1.2375 = −2.36 steps → 3; snap −2 steps → 2.
        let run = try CLI.run(["gesture", "dial", "--value", "3", "--drag", "200,100 200,140"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(lines(run).filter { $0.contains("didRotate") } == [
            #"{"event":"didRotate","value":3}"#,
            #"{"event":"didRotate","value":2}"#,
        ])
    }

    @Test("--out renders a frame after every touch, and the dial's snap at 60 fps")
    func frames() throws {
        let dir = try CLI.temporaryDirectory().appendingPathComponent("new/frames")
        let run = try CLI.run(["gesture", "dial", "--drag", "200,100 200,140", "--scale", "1", "--out", dir.path])
        #expect(run.status == 0, "\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        // 2 points → began, moved, ended: 3 touch frames; the 0.1 s snap: round(0.1·60) + 1 = 7.
        #expect(names == ["snap-0000.png", "snap-0001.png", "snap-0002.png", "snap-0003.png", "snap-0004.png",
                          "snap-0005.png", "snap-0006.png", "touch-0000.png", "touch-0001.png", "touch-0002.png"])
        let frame = try Bitmap(contentsOfPNG: dir.appendingPathComponent("touch-0002.png").path)
        #expect(frame.width == 240 && frame.height == 240)
        // The last snap frame is the dial as it settles: the same picture as after the end.
        let settled = try Bitmap(contentsOfPNG: dir.appendingPathComponent("snap-0006.png").path)
        #expect(settled == frame)

        let knobDir = try CLI.temporaryDirectory()
        let knob = try CLI.run(["gesture", "knob", "--drag", "70,20 130,70", "--out", knobDir.path])
        #expect(knob.status == 0, "\(knob.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: knobDir.path).sorted()
            == ["touch-0000.png", "touch-0001.png", "touch-0002.png"])
        let first = try Bitmap(contentsOfPNG: knobDir.appendingPathComponent("touch-0000.png").path)
        #expect(first.width == 280 && first.height == 280)
    }

    @Test("bad input: one line on stderr, exit 2", arguments: [
        (["gesture", "knob", "--drag", ""], #"--drag needs at least 2 points "x,y x,y", got none"#),
        (["gesture", "knob", "--drag", "70,20"], #"--drag needs at least 2 points "x,y x,y", got 1"#),
        (["gesture", "knob", "--drag", "70,20 30"], #"--drag needs x,y pairs, got an odd number of coordinates (3) in "70,20 30""#),
        (["gesture", "slider", "--drag", "1,2 3,4 5"], #"--drag needs x,y pairs, got an odd number of coordinates (5) in "1,2 3,4 5""#),
        (["gesture", "knob", "--drag", "70,20 nan,3"], #"--drag coordinates must be finite numbers, got "nan" in "70,20 nan,3""#),
        (["gesture", "dial", "--drag", "70,20 inf,3"], #"--drag coordinates must be finite numbers, got "inf" in "70,20 inf,3""#),
        (["gesture", "knob", "--drag", "70,20 x,3"], #"--drag coordinates must be finite numbers, got "x" in "70,20 x,3""#),
        (["gesture", "knob", "--drag", "1,2 3,4", "--continuous", "maybe"], "The value 'maybe' is invalid for '--continuous <true|false>'"),
        (["gesture", "knob", "--drag", "1,2 3,4", "--min", "1", "--max", "0"], "--min (1) must be less than --max (0)"),
        (["gesture", "slider", "--drag", "1,2 3,4", "--angle", "4.5"], "The value '4.5' is invalid for '--angle <DEG>'"),
        (["gesture", "dial", "--drag", "1,2 3,4", "--value", "x"], "The value 'x' is invalid for '--value <N>'"),
        (["gesture", "knob", "--drag", "1,2 3,4", "--scale", "5"], "--scale must be from 1 to 4, got 5"),
        (["gesture", "knob", "--drag", "1,2 3,4", "--scale", "0.5"], "--scale must be from 1 to 4, got 0.5"),
        (["gesture", "knob"], nil),
    ] as [([String], String?)])
    func badInput(arguments: [String], message: String?) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(!run.errorLine.isEmpty && !run.errorLine.contains("\n"), "\(run.stderr)")
        if let message {
            #expect(run.errorLine == "layershot: error: \(message)")
        }
    }
}

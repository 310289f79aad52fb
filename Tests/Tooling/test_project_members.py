"""The corpus measure builds a target from the files its Xcode project compiles
(Compatibility/project_members.py): the sources phase resolved through the group tree, and
Xcode 16's synchronized folders with their exceptions read both ways."""
import sys
import pathlib
from pathlib import PurePosixPath

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Compatibility"))
import project_members  # noqa: E402

# A project written for this test, in the format Xcode writes: an app target compiling two
# grouped files and one by project-relative path, a test target, a synchronized folder inside
# the app target (one file left out) and one outside it (one file taken in).
PROJECT = r'''// !$*UTF8*$!
{
	archiveVersion = 1;
	objects = {
		B1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* App.swift */; };
		B2 = {isa = PBXBuildFile; fileRef = F2; };
		B3 = {isa = PBXBuildFile; fileRef = F3; };
		B4 = {isa = PBXBuildFile; fileRef = F4; };
		F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
		F2 = {isa = PBXFileReference; path = "Model View.swift"; sourceTree = "<group>"; };
		F3 = {isa = PBXFileReference; path = Shared/Store.swift; sourceTree = SOURCE_ROOT; };
		F4 = {isa = PBXFileReference; path = AppTests.swift; sourceTree = "<group>"; };
		E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old/Draft.swift, ); target = T1; };
		E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Taken.swift, ); target = T1; };
		S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = Features; sourceTree = "<group>"; };
		S2 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E2, ); path = Extras; sourceTree = "<group>"; };
		G0 = {isa = PBXGroup; children = (G1, G2, ); sourceTree = "<group>"; };
		G1 = {isa = PBXGroup; children = (F1, G3, S1, S2, ); path = MyApp; sourceTree = "<group>"; };
		G3 = {isa = PBXGroup; children = (F2, ); path = Models; sourceTree = "<group>"; };
		G2 = {isa = PBXGroup; children = (F4, ); path = MyAppTests; sourceTree = "<group>"; };
		P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, ); };
		P2 = {isa = PBXSourcesBuildPhase; files = (B4, ); };
		T1 = {isa = PBXNativeTarget; buildPhases = (P1, ); fileSystemSynchronizedGroups = (S1, ); name = MyApp; productType = "com.apple.product-type.application"; };
		T2 = {isa = PBXNativeTarget; buildPhases = (P2, ); name = MyAppTests; productType = "com.apple.product-type.bundle.unit-test"; };
		R1 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T2, ); };
	};
	rootObject = R1;
}
'''


def test_the_app_target_compiles_its_phase_and_its_synchronized_folders_as_xcode_reads_them():
    targets = project_members.members(PROJECT, PurePosixPath("App"))
    assert [name for name, _, _ in targets] == ["MyApp"]  # the test target is not an app
    _, files, synchronized = targets[0]
    assert files == {"App/MyApp/App.swift", "App/MyApp/Models/Model View.swift", "App/Shared/Store.swift",
                     "App/MyApp/Extras/Taken.swift"}
    assert synchronized == [("App/MyApp/Features", {"App/MyApp/Features/Old/Draft.swift"})]


def test_quoted_strings_keep_their_escapes_and_non_ascii_names():
    parsed = project_members.parse(r'{ a = "caf\u00e9 \"x\".swift"; b = ( c, "d e", ); }'.replace(r"\u00e9", "é"))
    assert parsed == {"a": 'café "x".swift', "b": ["c", "d e"]}
